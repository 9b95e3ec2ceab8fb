import { memo, useLayoutEffect, useRef, type RefObject } from "react";
import Konva from "konva";
import { Circle, Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text } from "react-konva";
import {
  SHIRT_HEIGHT,
  SHIRT_WIDTH,
  ZONES,
  fitLogo,
  logoBox,
  readableOn,
  type LogoPosition,
  type Pattern,
  type ZoneId,
} from "@shared/jerseys/jersey-design";

/*
 * Konva normally redraws on the next animation frame after a change. The designer draws itself,
 * synchronously, right after React commits a change (useDrawAfterCommit), so a change is on the
 * screen at once and its cost can be measured. This module is only loaded with the designer.
 */
Konva.autoDrawEnabled = false;

export const LIVE_WIDTH = 420;
export const LIVE_HEIGHT = 500;
export const HIRES_WIDTH = 800;
export const HIRES_HEIGHT = 600;
export const EXPORT_PIXEL_RATIO = 2;
/** Canvas background; the PNG has it too, so it is never transparent. */
export const BACKGROUND = "#f1f5f9";
/** Where each side of the shirt sits on the high-resolution stage (and so in the PNG). */
export const HIRES_OFFSET = { front: { x: 0, y: 80 }, back: { x: SHIRT_WIDTH, y: 80 } } as const;
const LIVE_OFFSET = { x: (LIVE_WIDTH - SHIRT_WIDTH) / 2, y: (LIVE_HEIGHT - SHIRT_HEIGHT) / 2 };
const INK = "#0f172a";

export type ZoneFill = { label: string | null; image: HTMLImageElement | null };

export type JerseyLook = {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  pattern: Pattern;
  logoPosition: LogoPosition;
  teamName: string;
  initials: string;
  crestColor: string;
  crestTextColor: string;
  number: number;
  zones: Partial<Record<ZoneId, ZoneFill>>;
};

export type Side = "front" | "back";

const NECK: Record<Side, number[]> = {
  front: [250, 18, 232, 42, 200, 54, 168, 42, 150, 18],
  back: [250, 18, 225, 28, 200, 31, 175, 28, 150, 18],
};

function outline(side: Side): number[] {
  return [150, 18, 92, 32, 10, 80, 30, 160, 92, 135, 92, 440, 308, 440, 308, 135, 370, 160, 390, 80, 308, 32, ...NECK[side]];
}

function clipTo(points: number[]) {
  return (ctx: Konva.Context) => {
    ctx.beginPath();
    ctx.moveTo(points[0], points[1]);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(points[i], points[i + 1]);
    ctx.closePath();
  };
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.ceil((to - from) / step) }, (_, i) => from + i * step);

function PatternShapes({ pattern, primary, secondary }: { pattern: Pattern; primary: string; secondary: string }) {
  switch (pattern) {
    case "stripes":
      return (
        <>
          {range(20, SHIRT_WIDTH, 50).map((x) => (
            <Rect key={x} x={x} y={0} width={22} height={SHIRT_HEIGHT} fill={secondary} listening={false} />
          ))}
        </>
      );
    case "horizontal":
      return (
        <>
          {range(60, SHIRT_HEIGHT, 50).map((y) => (
            <Rect key={y} x={0} y={y} width={SHIRT_WIDTH} height={22} fill={secondary} listening={false} />
          ))}
        </>
      );
    case "diagonal":
      return (
        <>
          {range(-400, 800, 60).map((x) => (
            <Line key={x} points={[x, 0, x + 300, SHIRT_HEIGHT]} stroke={secondary} strokeWidth={20} listening={false} />
          ))}
        </>
      );
    case "chevron":
      return (
        <>
          {range(40, SHIRT_HEIGHT + 60, 60).map((y) => (
            <Line
              key={y}
              points={[0, y, 200, y + 50, 400, y]}
              stroke={secondary}
              strokeWidth={16}
              lineJoin="miter"
              listening={false}
            />
          ))}
        </>
      );
    case "gradient":
      return (
        <Rect
          x={0}
          y={0}
          width={SHIRT_WIDTH}
          height={SHIRT_HEIGHT}
          listening={false}
          fillLinearGradientStartPoint={{ x: 0, y: 0 }}
          fillLinearGradientEndPoint={{ x: 0, y: SHIRT_HEIGHT }}
          fillLinearGradientColorStops={[0, primary, 1, secondary]}
        />
      );
    case "geometric":
      return (
        <>
          {range(0, SHIRT_HEIGHT, 40).flatMap((y, r) =>
            range(0, SHIRT_WIDTH, 40)
              .filter((_, c) => (r + c) % 2 === 0)
              .map((x) => (
                <Line
                  key={`${x}-${y}`}
                  points={[x, y + 40, x + 20, y, x + 40, y + 40]}
                  closed
                  fill={secondary}
                  opacity={0.85}
                  listening={false}
                />
              )),
          )}
        </>
      );
    case "solid":
      return null;
  }
}

const CREST_AT: Record<LogoPosition, { x: number; y: number }> = {
  left: { x: 128, y: 92 },
  center: { x: 200, y: 90 },
  right: { x: 272, y: 92 },
};

function ZoneContent({
  zoneId,
  fill,
  showEmpty,
  guide,
}: {
  zoneId: ZoneId;
  fill: ZoneFill | undefined;
  showEmpty: boolean;
  guide: string;
}) {
  const zone = ZONES.find((z) => z.id === zoneId)!;
  if (!fill) {
    return showEmpty ? (
      <Rect
        x={zone.x}
        y={zone.y}
        width={zone.width}
        height={zone.height}
        stroke={guide}
        strokeWidth={1.5}
        dash={[5, 4]}
        listening={false}
      />
    ) : null;
  }
  if (fill.image) {
    const r = fitLogo(zone, { width: fill.image.naturalWidth, height: fill.image.naturalHeight });
    return <KonvaImage image={fill.image} x={r.x} y={r.y} width={r.width} height={r.height} listening={false} />;
  }
  // A sponsor without a usable logo is shown by name on a plate filling the logo box.
  const box = logoBox(zone);
  return (
    <Group listening={false}>
      <Rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        fill="#ffffff"
        stroke={INK}
        strokeWidth={1}
        cornerRadius={4}
      />
      <Text
        x={box.x + 3}
        y={box.y}
        width={box.width - 6}
        height={box.height}
        text={fill.label ?? ""}
        fontSize={Math.min(14, Math.floor(box.height * 0.45))}
        fontStyle="bold"
        fill={INK}
        align="center"
        verticalAlign="middle"
        wrap="none"
        ellipsis
      />
    </Group>
  );
}

/** One side of the shirt in shirt space (400×460): silhouette, pattern, trims, crest or name and number, zones. */
function JerseySide({ side, look, showEmptyZones }: { side: Side; look: JerseyLook; showEmptyZones: boolean }) {
  const points = outline(side);
  const text = readableOn(look.primaryColor, [look.secondaryColor, look.accentColor, "#ffffff", INK]);
  const crest = CREST_AT[look.logoPosition];
  return (
    <>
      <Line points={points} closed fill={look.primaryColor} listening={false} />
      <Group clipFunc={clipTo(points)} listening={false}>
        <PatternShapes pattern={look.pattern} primary={look.primaryColor} secondary={look.secondaryColor} />
      </Group>
      <Line points={NECK[side]} stroke={look.accentColor} strokeWidth={8} lineCap="round" listening={false} />
      <Line points={[10, 80, 30, 160]} stroke={look.accentColor} strokeWidth={8} listening={false} />
      <Line points={[390, 80, 370, 160]} stroke={look.accentColor} strokeWidth={8} listening={false} />
      <Line points={[92, 437, 308, 437]} stroke={look.accentColor} strokeWidth={6} listening={false} />
      <Line points={points} closed stroke={INK} strokeWidth={2} listening={false} />
      {side === "front" ? (
        <Group listening={false}>
          <Circle x={crest.x} y={crest.y} radius={18} fill={look.crestColor} stroke={look.accentColor} strokeWidth={3} />
          <Text
            x={crest.x - 18}
            y={crest.y - 18}
            width={36}
            height={36}
            text={look.initials}
            fontSize={12}
            fontStyle="bold"
            fill={look.crestTextColor}
            align="center"
            verticalAlign="middle"
          />
        </Group>
      ) : (
        <Group listening={false}>
          <Text
            x={92}
            y={72}
            width={216}
            height={24}
            text={look.teamName.toUpperCase()}
            fontSize={15}
            fontStyle="bold"
            fill={text}
            align="center"
            verticalAlign="middle"
            wrap="none"
            ellipsis
          />
          <Text
            x={92}
            y={140}
            width={216}
            height={130}
            text={String(look.number)}
            fontSize={120}
            fontStyle="bold"
            fill={text}
            stroke={look.accentColor}
            strokeWidth={2}
            align="center"
            verticalAlign="middle"
          />
        </Group>
      )}
      {ZONES.filter((z) => z.side === side).map((z) => (
        <ZoneContent key={z.id} zoneId={z.id} fill={look.zones[z.id]} showEmpty={showEmptyZones} guide={text} />
      ))}
    </>
  );
}

/**
 * Draws the stage right after every commit of its component and records, for a colour change
 * marked "jersey:change", how long the change took to reach the screen ("jersey:redraw").
 */
function useDrawAfterCommit(stage: RefObject<Konva.Stage | null>, onDrawn?: (stage: Konva.Stage) => void) {
  useLayoutEffect(() => {
    const s = stage.current;
    if (!s) return;
    s.draw();
    if (performance.getEntriesByName("jersey:change", "mark").length) {
      performance.measure("jersey:redraw", "jersey:change");
      performance.clearMarks("jersey:change");
    }
    onDrawn?.(s);
  });
}

/** The live preview: one side of the shirt, 420×500, with the empty zones outlined. */
export const LivePreview = memo(function LivePreview({
  side,
  look,
  stageRef,
}: {
  side: Side;
  look: JerseyLook;
  stageRef: RefObject<Konva.Stage | null>;
}) {
  useDrawAfterCommit(stageRef);
  return (
    <Stage ref={stageRef} width={LIVE_WIDTH} height={LIVE_HEIGHT} listening={false}>
      <Layer listening={false}>
        <Rect width={LIVE_WIDTH} height={LIVE_HEIGHT} fill={BACKGROUND} />
        <Group x={LIVE_OFFSET.x} y={LIVE_OFFSET.y}>
          <JerseySide side={side} look={look} showEmptyZones />
        </Group>
      </Layer>
    </Stage>
  );
});

/** Front and back side by side, 800×600, titled: the high-resolution preview and the PNG. */
export function HiResStage({
  look,
  title,
  labels,
  onDrawn,
}: {
  look: JerseyLook;
  title: string;
  labels: { front: string; back: string };
  onDrawn?: (stage: Konva.Stage) => void;
}) {
  const stageRef = useRef<Konva.Stage>(null);
  useDrawAfterCommit(stageRef, onDrawn);
  return (
    <Stage ref={stageRef} width={HIRES_WIDTH} height={HIRES_HEIGHT} listening={false}>
      <Layer listening={false}>
        <Rect width={HIRES_WIDTH} height={HIRES_HEIGHT} fill={BACKGROUND} />
        <Text
          x={0}
          y={22}
          width={HIRES_WIDTH}
          text={title}
          fontSize={24}
          fontStyle="bold"
          fill={INK}
          align="center"
          wrap="none"
          ellipsis
        />
        {(["front", "back"] as const).map((side) => (
          <Group key={side} x={HIRES_OFFSET[side].x} y={HIRES_OFFSET[side].y}>
            <JerseySide side={side} look={look} showEmptyZones={false} />
            <Text x={0} y={SHIRT_HEIGHT + 12} width={SHIRT_WIDTH} text={labels[side]} fontSize={16} fill={INK} align="center" />
          </Group>
        ))}
      </Layer>
    </Stage>
  );
}
