import {
  ADMIN_PERMISSION_LABELS,
  ADMIN_PERMISSIONS,
  type AdminPermission,
} from '@app/shared/console/admin.schemas';

/** One checkbox per console area, with what the area lets an admin do. */
export function PermissionCheckboxes({
  legend,
  value,
  onChange,
  locked = [],
}: {
  legend: string;
  value: AdminPermission[];
  onChange: (value: AdminPermission[]) => void;
  /** Areas that cannot be unticked here (your own staff area), with the reason. */
  locked?: { area: AdminPermission; reason: string }[];
}) {
  const toggle = (area: AdminPermission, on: boolean) =>
    onChange(ADMIN_PERMISSIONS.filter((a) => (a === area ? on : value.includes(a))));
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex gap-2 pb-1 text-xs">
        <button
          type="button"
          className="underline"
          onClick={() => onChange([...ADMIN_PERMISSIONS])}
        >
          Tick every area
        </button>
      </div>
      <div className="grid gap-1 md:grid-cols-2">
        {ADMIN_PERMISSIONS.map((area) => {
          const lock = locked.find((entry) => entry.area === area);
          return (
            <label
              key={area}
              className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-canvas"
            >
              <input
                type="checkbox"
                className="mt-1"
                checked={value.includes(area)}
                disabled={Boolean(lock) && value.includes(area)}
                onChange={(event) => toggle(area, event.target.checked)}
              />
              <span>
                {ADMIN_PERMISSION_LABELS[area]}
                {lock ? <span className="block text-xs text-muted">{lock.reason}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
