/** pt-sans for the guest guide: regular and bold, every subset (unicode-range: a browser fetches only the subsets its text uses). */
import '@fontsource/pt-sans/400.css';
import '@fontsource/pt-sans/700.css';
