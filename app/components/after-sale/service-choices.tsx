import { SERVICE_MODE_LABELS, SERVICE_MODES, SERVICE_PROBLEM_LABELS, SERVICE_PROBLEMS, SERVICE_SLOT_LABELS, SERVICE_SLOTS } from "#common/after-sale";

/**
 * The choices of a service request, for the owner's form on /warranty and the desk's form for a caller: one list of
 * problems, slots and modes, each form keeping its own look around them.
 */

/** The problem select's options, led by the empty "choose one". */
export function ServiceProblemOptions() {
  return (
    <>
      <option value="">Chọn tình trạng</option>
      {SERVICE_PROBLEMS.map((problem) => (
        <option key={problem} value={problem}>
          {SERVICE_PROBLEM_LABELS[problem]}
        </option>
      ))}
    </>
  );
}

export function ServiceSlotOptions() {
  return SERVICE_SLOTS.map((slot) => (
    <option key={slot} value={slot}>
      {SERVICE_SLOT_LABELS[slot]}
    </option>
  ));
}

/** On site or brought in, as radio buttons. */
export function ServiceModeChoice({ value, onChange }: { value: string; onChange: (mode: string) => void }) {
  return (
    <fieldset className="text-sm sm:col-span-2">
      <legend className="font-medium text-gray-700">Hình thức</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {SERVICE_MODES.map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input type="radio" name="mode" value={mode} checked={value === mode} onChange={() => onChange(mode)} />
            {SERVICE_MODE_LABELS[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
