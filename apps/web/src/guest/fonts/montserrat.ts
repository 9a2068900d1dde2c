/** montserrat for the guest guide: regular and bold, every subset (unicode-range: a browser fetches only the subsets its text uses). */
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/700.css';
