/** The wordmark with its heart mark. */
export function Logo({ tone = "brand", className = "" }: { tone?: "brand" | "light"; className?: string }) {
  const color = tone === "light" ? "text-white" : "text-brand-600";
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-bold tracking-tight ${color} ${className}`}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-7">
        <defs>
          <linearGradient id="amora-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f56d89" />
            <stop offset="1" stopColor="#cc2d55" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="10" fill={tone === "light" ? "#fff" : "url(#amora-mark)"} />
        <path
          d="M16 24s-7-4.3-7-9.3A3.9 3.9 0 0 1 16 12.4a3.9 3.9 0 0 1 7 2.3C23 19.7 16 24 16 24z"
          fill={tone === "light" ? "#cc2d55" : "#fff"}
        />
      </svg>
      Amora
    </span>
  );
}
