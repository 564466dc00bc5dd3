/** A row of day bars (the last 30 days), drawn in SVG; the figures are in the label and the table. */
export function DayBars({
  title,
  days,
}: {
  title: string;
  days: ReadonlyArray<{ day: string; count: number }>;
}) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = 300;
  const height = 80;
  const step = width / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="flex flex-col gap-1.5">
      <svg
        role="img"
        aria-label={`${title}: ${first ? `${first.count} on ${first.day}` : ''}${
          last ? `, ${last.count} today` : ''
        }`}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-20 w-full"
      >
        {days.map((d, i) => {
          const h = d.count === 0 ? 1 : Math.max(2, (d.count / max) * (height - 4));
          return (
            <rect
              key={d.day}
              x={i * step + 1}
              y={height - h}
              width={Math.max(1, step - 2)}
              height={h}
              rx={1.5}
              className={d.count === 0 ? 'fill-zinc-800' : 'fill-brand'}
            >
              <title>{`${d.day}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-[11px] text-zinc-500">
        <span>30 days ago</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
