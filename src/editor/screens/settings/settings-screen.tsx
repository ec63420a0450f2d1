/** The Settings screen (built out in its own change). */
export function SettingsScreen() {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">Settings</h1>
    </section>
  );
}
