import * as Tabs from "@radix-ui/react-tabs";

/** The tab bar of the blog admin screens (inside a Radix Tabs.Root): one trigger per `[value, label]`. */
export function AdminTabList({
  label,
  tabs,
  compact = false,
}: {
  label: string;
  tabs: readonly (readonly [value: string, label: string])[];
  /** Narrower triggers, for a bar with many tabs. */
  compact?: boolean;
}) {
  const triggerClass = `rounded-md ${compact ? "px-3" : "px-4"} py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800`;
  return (
    <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
      {tabs.map(([value, tabLabel]) => (
        <Tabs.Trigger key={value} value={value} className={triggerClass}>
          {tabLabel}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
