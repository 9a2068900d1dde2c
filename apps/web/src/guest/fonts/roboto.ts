/** roboto for the guest guide: regular and bold, every subset (unicode-range: a browser fetches only the subsets its text uses). */
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
