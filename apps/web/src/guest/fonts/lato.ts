/** lato for the guest guide: regular and bold, every subset (unicode-range: a browser fetches only the subsets its text uses). */
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
