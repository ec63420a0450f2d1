/** The Page editor screen (built out in its own change). */
export function PageEditorScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">Page editor</h1>
    </section>
  );
}
