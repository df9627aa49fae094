/**
 * The loading pattern of a list of people (conversations, letters): skeleton rows shaped like the
 * rows to come (an avatar, a name, a line of text, a time), pulsing softly (still for members who
 * ask for less motion), and one status line for screen readers. Cards and rows load with
 * skeletons; a spinner is for an action (a button) only.
 */
const ROWS = 5;
/** The names' widths vary a little, so the placeholder reads as a list, not as a pattern. */
const NAME_WIDTHS = ["w-2/5", "w-1/3", "w-1/2", "w-1/4", "w-2/5"];

export function RowSkeleton({ label, rows = ROWS, slot }: { label: string; rows?: number; slot: string }) {
  return (
    <>
      <p role="status" aria-label={label} className="sr-only">
        {label}
      </p>
      <div aria-hidden className="flex animate-pulse flex-col gap-0.5 motion-reduce:animate-none">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <div key={index} data-slot={slot} className="flex items-center gap-3 px-2.5 py-2.5">
            <span className="size-12 shrink-0 rounded-full bg-ink-100" />
            <span className="flex min-w-0 flex-1 flex-col gap-2">
              <span className="flex items-center gap-3">
                <span
                  className={`h-3.5 rounded-full bg-ink-100 ${NAME_WIDTHS[index % NAME_WIDTHS.length]}`}
                />
                <span className="ms-auto h-3 w-10 rounded-full bg-surface-sunken" />
              </span>
              <span className="h-3 w-3/4 rounded-full bg-surface-sunken" />
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
