/** The Design screen (built out in its own change). */
export function DesignScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">Design</h1>
    </section>
  );
}
