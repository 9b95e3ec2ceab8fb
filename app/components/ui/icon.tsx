import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean };

const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/**
 * A lucide icon, drawn as lucide-react draws it (same element, attributes and classes — `classes` are
 * its `lucide-<name>` ones —, hidden from
 * assistive technology unless labelled), from its SVG shapes written out as markup. The build turns
 * every `import { … } from "lucide-react"` into one of these (vite.config.ts), so a page carries each
 * icon as a short string instead of lucide's node arrays and its rendering runtime (decision 006).
 */
export function icon(classes: string, shapes: string) {
  function LucideIcon({ className, size = 24, color = "currentColor", strokeWidth = 2, absoluteStrokeWidth, ...rest }: IconProps) {
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color}
        strokeWidth={stroke} strokeLinecap="round" strokeLinejoin="round" className={className ? `lucide ${classes} ${className}` : `lucide ${classes}`}
        aria-hidden={labels(rest) ? undefined : "true"} {...rest} dangerouslySetInnerHTML={{ __html: shapes }}
      />
    );
  }
  return LucideIcon;
}
