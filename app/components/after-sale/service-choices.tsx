import {
  SERVICE_MODE_LABELS,
  SERVICE_MODES,
  SERVICE_PROBLEM_LABELS,
  SERVICE_PROBLEMS,
  SERVICE_SLOT_LABELS,
  SERVICE_SLOTS,
  type ServiceMode,
  type ServiceProblem,
  type ServiceSlot,
} from "#common/after-sale";

/**
 * The choices of a service request, for the owner's form on /warranty and the desk's form for a caller: one list of
 * problems, slots and modes, each form keeping its own look around them.
 */

/**
 * The problem select's options, led by the empty "choose one". The labels are the desk's Vietnamese unless a page
 * in another language gives its own (/warranty's catalogue).
 */
export function ServiceProblemOptions({ labels = SERVICE_PROBLEM_LABELS, choose = "Chọn tình trạng" }: { labels?: Record<ServiceProblem, string>; choose?: string }) {
  return (
    <>
      <option value="">{choose}</option>
      {SERVICE_PROBLEMS.map((problem) => (
        <option key={problem} value={problem}>
          {labels[problem]}
        </option>
      ))}
    </>
  );
}

export function ServiceSlotOptions({ labels = SERVICE_SLOT_LABELS }: { labels?: Record<ServiceSlot, string> }) {
  return SERVICE_SLOTS.map((slot) => (
    <option key={slot} value={slot}>
      {labels[slot]}
    </option>
  ));
}

/** On site or brought in, as radio buttons. */
export function ServiceModeChoice({
  value,
  onChange,
  legend = "Hình thức",
  labels = SERVICE_MODE_LABELS,
}: {
  value: string;
  onChange: (mode: string) => void;
  legend?: string;
  labels?: Record<ServiceMode, string>;
}) {
  return (
    <fieldset className="text-sm sm:col-span-2">
      <legend className="font-medium text-gray-700">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {SERVICE_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            {labels[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
