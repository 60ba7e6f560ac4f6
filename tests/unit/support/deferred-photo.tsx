/** A section's module loaded lazily by tests/unit/below-the-fold.test.tsx. */
export function DeferredPhoto({ src }: { src: string }) {
  return <img src={src} width={600} height={600} alt="LT-150" fetchPriority="high" />;
}
