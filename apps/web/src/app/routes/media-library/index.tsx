/** The Media library screen (/media-library). */
export default function MediaLibraryPage() {
  return <h1>Media library</h1>;
}
