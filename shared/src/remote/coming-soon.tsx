export const COMING_SOON = 'Esta sección estará disponible próximamente.';

/** Honest placeholder for a route whose screen has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="ac-card" aria-labelledby="ac-coming-soon-title">
      <h1 id="ac-coming-soon-title">{title}</h1>
      <p>{COMING_SOON}</p>
    </section>
  );
}

/** A screen component that renders the placeholder with its title, for a remote's screen map. */
export function comingSoon(title: string) {
  function ComingSoonScreen() {
    return <ComingSoon title={title} />;
  }
  return ComingSoonScreen;
}
