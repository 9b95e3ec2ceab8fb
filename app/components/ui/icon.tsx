import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; absoluteStrokeWidth?: boolean };

const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/**
 * A lucide icon, drawn as lucide-react draws it (same element, attributes and classes — `classes` are
 * its `lucide-<name>` ones —, hidden from assistive technology unless labelled), its shapes a `<use>` of
 * the icon's symbol in the build's icon sprite (`href`, "/assets/icons-<hash>.svg#<name>"). The build
 * turns every `import { … } from "lucide-react"` into one of these (scripts/vite-plugins.ts), so no
 * page's JavaScript carries the shapes (decision 006).
 */
export function icon(classes: string, href: string) {
  function LucideIcon({
    className,
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth,
    ...rest
  }: IconProps) {
    const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${classes} ${className}` : `lucide ${classes}`}
        aria-hidden={labels(rest) ? undefined : "true"}
        {...rest}
      >
        <use href={href} />
      </svg>
    );
  }
  return LucideIcon;
}
