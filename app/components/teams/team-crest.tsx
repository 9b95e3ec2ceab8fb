/** A crest drawn from the team's colours and initials (our teams have logo ideas, not image files). */
export function TeamCrest({
  name,
  jerseyColor,
  accentColor,
  size = 56,
}: {
  name: string;
  jerseyColor: string;
  accentColor: string;
  size?: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="shrink-0">
      <path
        d="M32 3 L58 12 V32 C58 47 46 57 32 61 C18 57 6 47 6 32 V12 Z"
        fill={jerseyColor}
        stroke={accentColor}
        strokeWidth="4"
      />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontSize="20"
        fontWeight="800"
        fill={accentColor}
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}

/** A colour swatch with its hex value as text (colour is never the only carrier of meaning). */
export function ColourSwatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-6 rounded border border-base-300"
        style={{ backgroundColor: colour }}
      />
      <span>
        {label}: <code>{colour}</code>
      </span>
    </span>
  );
}
