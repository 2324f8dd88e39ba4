import { Card } from '../ui';

export const COMING_SOON = 'Esta sección estará disponible próximamente.';

/** Honest placeholder for a route whose screen has not been built yet. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card title={title} headingLevel={1}>
      <p>{COMING_SOON}</p>
    </Card>
  );
}

/** A screen component that renders the placeholder with its title, for a remote's screen map. */
export function comingSoon(title: string) {
  function ComingSoonScreen() {
    return <ComingSoon title={title} />;
  }
  return ComingSoonScreen;
}
