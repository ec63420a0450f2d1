/** The Files screen (built out in its own change). */
export function FilesScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">Files</h1>
    </section>
  );
}
