/** The Pages screen (built out in its own change). */
export function PagesScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">Pages</h1>
    </section>
  );
}
