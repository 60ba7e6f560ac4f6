/** Badge colour by the tag values the spec shows: Mới, Hot, or a text containing %. */
export function tagTone(tag: string): string {
  if (tag.includes("%")) return "bg-accent-700 text-white";
  if (tag.toLowerCase() === "hot") return "bg-red-600 text-white";
  return "bg-brand-700 text-white";
}
