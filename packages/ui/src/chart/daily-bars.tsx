import { useId } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cn } from "../utils/cn.ts";

export type DailyValue = {
  /** YYYY-MM-DD. */
  day: string;
  value: number;
};

export type DailyBarsProps = {
  /** Names the chart (its figure caption) and its table for screen readers. */
  title: string;
  /** What a value is ("Sign-ups", "Revenue"), the table's column. */
  valueLabel: string;
  /** The table's first column ("Day"). */
  dayLabel: string;
  /** One value per day, oldest first. */
  data: readonly DailyValue[];
  /** The reader's locale for days and figures. */
  locale: string;
  /** Formats a value (a currency); plain numbers by default. */
  format?: (value: number) => string;
  /**
   * Bar colour, a text colour class (the bars are drawn in currentColor).
   * @default "text-brand-500"
   */
  tone?: string;
  /**
   * The chart's height in pixels; it takes its container's width.
   * @default 180
   */
  height?: number;
  /** Extra classes for the figure. */
  className?: string;
};

/**
 * Values per day as bars (issue 14's dashboard), drawn with recharts, with the same figures in a
 * table for screen readers: a chart nobody can read aloud is not a chart.
 */
export function DailyBars({
  title,
  valueLabel,
  dayLabel,
  data,
  locale,
  format,
  tone = "text-brand-500",
  height = 180,
  className,
}: DailyBarsProps) {
  const captionId = useId();
  const dayFormat = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const numberFormat = new Intl.NumberFormat(locale);
  const show = format ?? ((v: number) => numberFormat.format(v));
  const rows = data.map((d) => ({ ...d, label: dayFormat.format(new Date(`${d.day}T00:00:00Z`)) }));
  return (
    <figure aria-labelledby={captionId} className={cn("flex flex-col gap-2", className)}>
      <figcaption id={captionId} className="font-medium text-ink-700 text-sm">
        {title}
      </figcaption>
      <div aria-hidden="true" className={cn("w-full", tone)} style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e7e5e4" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={11}
              interval="preserveStartEnd"
            />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              fontSize={11}
              width={40}
              tickFormatter={(v: number) => show(v)}
            />
            <Tooltip
              cursor={{ fill: "rgba(0,0,0,0.04)" }}
              formatter={(v) => [show(Number(v)), valueLabel]}
              labelClassName="font-semibold"
            />
            <Bar dataKey="value" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row">{r.label}</th>
              <td>{show(r.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
