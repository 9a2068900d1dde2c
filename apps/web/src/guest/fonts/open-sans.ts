/** open-sans for the guest guide: regular and bold, every subset (unicode-range: a browser fetches only the subsets its text uses). */
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/700.css';
