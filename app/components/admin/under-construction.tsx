/** Temporary body of an admin page whose real screen is built by another issue (replace the whole file). */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-6 text-gray-600">
        Trang này đang được xây dựng.
      </p>
    </section>
  );
}
