/**
 * Font Awesome's CSS and solid font for category icons. Imported lazily (its CSS is
 * ~13 KB gzipped and the font ~117 KB), so the guide's first screen does not wait for it.
 */
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
