import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormAction } from "react-router";
import { useTranslation } from "~/lib/translations";
import type Konva from "konva";
import { Download, Expand, RotateCcw, Save } from "lucide-react";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { Tabs } from "~/components/ui/tabs";
import {
  DesignNameSchema,
  STORED_LOGO_PATH,
  logoUrl as LogoUrlSchema,
  type JerseyDesignInput,
  type JerseyDesignUpdateInput,
} from "@shared/forms/jersey.schema";
import { useIntent } from "~/components/forms/use-intent";
import { validateForm, type FieldErrors } from "~/lib/forms";
import { useTRPC, withTrpc } from "~/lib/trpc";
import {
  LOGO_POSITIONS,
  PATTERNS,
  ZONES,
  fitLogo,
  jerseyFileName,
  presetForTrade,
  readableOn,
  teamInitials,
  type LogoPosition,
  type Pattern,
  type ZoneId,
} from "@shared/jerseys/jersey-design";
import {
  EXPORT_PIXEL_RATIO,
  HiResStage,
  LIVE_HEIGHT,
  LIVE_WIDTH,
  LivePreview,
  type JerseyLook,
  type Side,
  type ZoneFill,
} from "./jersey-canvas";
import { useLogoImages, type LogoState } from "./use-logo-images";
import type { DesignerTeam } from "./types";

type ZoneChoice = { sponsorId: string | null; logoUrl: string | null };
type Editor = {
  designName: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  pattern: Pattern;
  logoPosition: LogoPosition;
  zones: Record<ZoneId, ZoneChoice>;
};
type Tab = "design" | "sponsors" | "saved";
/** The saved design in the editor: the visitor's own is changed by Save; another's is copied by it. */
type Loaded = { id: string; name: string; mine: boolean };
type SavedDesign = { id: string; designName: string };

const emptyZones = () =>
  Object.fromEntries(ZONES.map((z) => [z.id, { sponsorId: null, logoUrl: null }])) as Record<ZoneId, ZoneChoice>;
const startFor = (trade: string): Editor => ({
  designName: "",
  logoPosition: "center",
  zones: emptyZones(),
  ...presetForTrade(trade),
});
const isFilled = (z: ZoneChoice) => Boolean(z.sponsorId || z.logoUrl);

function downloadBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The designer itself (visitor spec §2 Jersey Designer); loaded lazily with Konva by JerseyDesignerDialog. */
function JerseyDesigner({ team }: { team: DesignerTeam }) {
  const trpc = useTRPC();
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const sponsors = useQuery(trpc.sponsors.list.queryOptions());
  const saved = useQuery(trpc.jerseys.byTeam.queryOptions({ teamId: team.id }));
  // Saved through the page's action (the one write channel); the saved list is a query.
  const action = useFormAction();
  const invalidate = () => queryClient.invalidateQueries(trpc.jerseys.byTeam.queryFilter({ teamId: team.id }));
  const failureToast = { title: t("jerseys.saveFailed") };
  const create = useIntent<JerseyDesignInput, SavedDesign>({ action, intent: "createJersey", invalidate, failureToast });
  const update = useIntent<JerseyDesignUpdateInput, SavedDesign>({ action, intent: "updateJersey", invalidate, failureToast });
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const [editor, setEditor] = useState<Editor>(() => startFor(team.tradeCode));
  const [numberText, setNumberText] = useState("10");
  // The back number as typed; the shirt shows 1–99 and keeps 10 while the field is empty or out of range.
  const typed = Number(numberText);
  const number = Number.isInteger(typed) && typed >= 1 && typed <= 99 ? typed : 10;
  const [side, setSide] = useState<Side>("front");
  const [tab, setTab] = useState<Tab>("design");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [urlDrafts, setUrlDrafts] = useState<Partial<Record<ZoneId, string>>>({});
  const [urlErrors, setUrlErrors] = useState<Partial<Record<ZoneId, string>>>({});
  const [hiResOpen, setHiResOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const liveStage = useRef<Konva.Stage>(null);
  const previewStage = useRef<Konva.Stage | null>(null);

  const sponsorById = useMemo(() => new Map((sponsors.data ?? []).map((s) => [s.id, s])), [sponsors.data]);
  /** The image a zone shows: its own logo URL, else its sponsor's logo. */
  const logoFor = (z: ZoneChoice) => z.logoUrl ?? (z.sponsorId ? (sponsorById.get(z.sponsorId)?.logoUrl ?? null) : null);
  const urls = ZONES.map((z) => logoFor(editor.zones[z.id])).filter((u): u is string => Boolean(u));
  const logos = useLogoImages(
    urls,
    async (url) => (await queryClient.fetchQuery(trpc.jerseys.logo.queryOptions({ url }))).dataUrl,
    (error) =>
      (error as { data?: unknown })?.data && error instanceof Error ? error.message : t("errors.jerseys.logo.unreachable"),
  );
  const logoState = (z: ZoneChoice): LogoState | null => {
    const url = logoFor(z);
    return url ? (logos[url] ?? { status: "loading" }) : null;
  };
  const loadingLogos = ZONES.some((z) => logoState(editor.zones[z.id])?.status === "loading");
  const failedLogos = ZONES.filter((z) => logoState(editor.zones[z.id])?.status === "failed").length;

  const look: JerseyLook = useMemo(() => {
    const zones: Partial<Record<ZoneId, ZoneFill>> = {};
    for (const zone of ZONES) {
      const choice = editor.zones[zone.id];
      if (!isFilled(choice)) continue;
      const url = logoFor(choice);
      const state = url ? logos[url] : undefined;
      // A logo the site keeps has no other name than its sponsor's; an address is named by its host.
      const host = url && !STORED_LOGO_PATH.test(url) ? new URL(url).hostname : null;
      const label = (choice.sponsorId ? sponsorById.get(choice.sponsorId)?.name : null) ?? host;
      zones[zone.id] = { label, image: state?.status === "ready" ? state.image : null };
    }
    return {
      primaryColor: editor.primaryColor,
      secondaryColor: editor.secondaryColor,
      accentColor: editor.accentColor,
      pattern: editor.pattern,
      logoPosition: editor.logoPosition,
      teamName: team.name,
      initials: teamInitials(team.name),
      crestColor: team.jerseyColor,
      crestTextColor: readableOn(team.jerseyColor, [team.accentColor, "#ffffff", "#0f172a"]),
      number,
      zones,
    };
    // logoFor reads sponsorById, which is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, logos, sponsorById, number, team]);

  const set = <K extends keyof Editor>(key: K, value: Editor[K]) => setEditor((e) => ({ ...e, [key]: value }));
  /** Colour and pattern changes are what the redraw budget is measured on (see jersey-canvas). */
  const setLook =
    <K extends "primaryColor" | "secondaryColor" | "accentColor" | "pattern">(key: K) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      performance.mark("jersey:change");
      set(key, e.target.value as Editor[K]);
    };
  const setZone = (id: ZoneId, choice: ZoneChoice) => {
    setEditor((e) => ({ ...e, zones: { ...e.zones, [id]: choice } }));
    setSide(ZONES.find((z) => z.id === id)!.side);
  };

  function applyLogoUrl(id: ZoneId) {
    const parsed = LogoUrlSchema.safeParse(urlDrafts[id] ?? "");
    if (!parsed.success) {
      setUrlErrors((u) => ({ ...u, [id]: t("validation.jerseys.logoUrl", { field: t("fields.logoUrl") }) }));
      return;
    }
    setUrlErrors((u) => ({ ...u, [id]: undefined }));
    setZone(id, { ...editor.zones[id], logoUrl: parsed.data });
  }

  function clearZone(id: ZoneId) {
    setZone(id, { sponsorId: null, logoUrl: null });
    setUrlDrafts((d) => ({ ...d, [id]: "" }));
    setUrlErrors((u) => ({ ...u, [id]: undefined }));
  }

  const sideLabels = { front: t("jerseys.front"), back: t("jerseys.back") };
  const fileName = jerseyFileName(team.name, editor.designName || t("jerseys.untitled"));
  const hiResTitle = editor.designName ? `${team.name} — ${editor.designName}` : team.name;

  async function exportPng(stage: Konva.Stage) {
    try {
      // A canvas that drew an image another site did not allow cannot be read back: say so, never a blank file.
      // A Blob straight from the canvas (fetching a data: URL would need `data:` in the page's connect-src).
      const blob = await stage.toBlob({ pixelRatio: EXPORT_PIXEL_RATIO, mimeType: "image/png" });
      if (!(blob instanceof Blob)) throw new Error("export produced no image");
      downloadBlob(blob, fileName);
      toast({
        title: t("jerseys.downloaded"),
        description: failedLogos ? t("jerseys.downloadedWithNames", { count: failedLogos }) : fileName,
        variant: failedLogos ? "default" : "success",
      });
    } catch {
      toast({ title: t("jerseys.downloadFailed"), description: t("jerseys.downloadFailedText"), variant: "destructive" });
    }
  }

  /**
   * Saves the editor: changes the loaded design when it is the visitor's own, else saves a new one
   * (`asNew`, or a design someone else made: a copy of one's own). A logo the server cannot fetch is
   * shown beside its zone.
   */
  async function save(asNew = false) {
    const check = validateForm(DesignNameSchema, { designName: editor.designName }, t);
    if (check.errors) {
      setErrors(check.errors);
      setTab("design");
      toast({ title: t("jerseys.nameRequired"), variant: "destructive" });
      return;
    }
    setErrors({});
    const filled = ZONES.filter((z) => isFilled(editor.zones[z.id]));
    const placements = filled.map((zone) => {
      const state = logoState(editor.zones[zone.id]);
      const image = state?.status === "ready" ? state.image : null;
      const r = fitLogo(zone, image ? { width: image.naturalWidth, height: image.naturalHeight } : null);
      return { zone: zone.id, width: r.width, height: r.height, xPosition: r.x, yPosition: r.y };
    });
    let thumbnail: string | null = null;
    try {
      thumbnail = liveStage.current?.toDataURL({ pixelRatio: 0.3, mimeType: "image/jpeg", quality: 0.8 }) ?? null;
    } catch {
      thumbnail = null;
    }
    const input = {
      teamId: team.id,
      designName: check.data.designName,
      primaryColor: editor.primaryColor,
      secondaryColor: editor.secondaryColor,
      accentColor: editor.accentColor,
      pattern: editor.pattern,
      logoPosition: editor.logoPosition,
      sponsorshipZones: ZONES.map((z) => ({ id: z.id, ...editor.zones[z.id] })),
      placements,
      designPreviewUrl: thumbnail,
    };
    const changing = loaded?.mine && !asNew ? loaded : null;
    const answer = changing ? await update.send({ ...input, id: changing.id }) : await create.send(input);
    if (answer.ok) {
      // What was saved is now the visitor's own design: the next Save changes it.
      setLoaded({ id: answer.data.id, name: answer.data.designName, mine: true });
      toast({ title: t(changing ? "jerseys.updated" : "jerseys.saved"), description: check.data.designName, variant: "success" });
      return;
    }
    // `sponsorshipZones.<i>.logoUrl`: the zone's logo address, which the server could not fetch.
    const zoneErrors = Object.entries(answer.fields).flatMap(([field, message]) => {
      const index = /^sponsorshipZones\.(\d+)\.logoUrl$/.exec(field)?.[1];
      return index !== undefined && ZONES[Number(index)] ? [[ZONES[Number(index)].id, message] as const] : [];
    });
    if (zoneErrors.length) {
      setUrlErrors((u) => ({ ...u, ...Object.fromEntries(zoneErrors) }));
      setTab("sponsors");
    }
  }

  function loadDesign(d: NonNullable<typeof saved.data>[number]) {
    const zones = emptyZones();
    for (const z of d.sponsorshipZones) {
      if (z.id in zones) zones[z.id as ZoneId] = { sponsorId: z.sponsorId ?? null, logoUrl: z.logoUrl ?? null };
    }
    performance.mark("jersey:change");
    setEditor({
      designName: d.designName,
      primaryColor: d.primaryColor,
      secondaryColor: d.secondaryColor,
      accentColor: d.accentColor,
      pattern: (PATTERNS as readonly string[]).includes(d.pattern) ? (d.pattern as Pattern) : "solid",
      logoPosition: (LOGO_POSITIONS as readonly string[]).includes(d.logoPosition) ? (d.logoPosition as LogoPosition) : "center",
      zones,
    });
    // The site's own copy of a logo is no address to edit: its zone shows it as ready.
    setUrlDrafts(
      Object.fromEntries(d.sponsorshipZones.map((z) => [z.id, z.logoUrl && !STORED_LOGO_PATH.test(z.logoUrl) ? z.logoUrl : ""])),
    );
    setUrlErrors({});
    setLoaded({ id: d.id, name: d.designName, mine: d.mine });
    setTab("design");
    toast({ title: t("jerseys.loaded"), description: d.designName, variant: "success" });
  }

  const sponsorNames = ZONES.filter((z) => look.zones[z.id]).map(
    (z) => `${t(`jerseys.zones.${z.id}`)}: ${look.zones[z.id]!.label ?? ""}`,
  );
  const previewLabel = t("jerseys.previewLabel", {
    side: sideLabels[side],
    pattern: t(`jerseys.patterns.${editor.pattern}`),
    primary: editor.primaryColor,
    secondary: editor.secondaryColor,
    accent: editor.accentColor,
    sponsors: sponsorNames.length ? sponsorNames.join(", ") : t("jerseys.noSponsors"),
  });
  const saving = create.busy || update.busy;
  const busy = loadingLogos || saving;

  const designPanel = (
    <div className="space-y-3">
      <Field label={t("fields.designName")} error={errors.designName} required>
        <input
          className="input input-bordered w-full"
          name="designName"
          maxLength={80}
          placeholder={t("jerseys.designNamePlaceholder")}
          value={editor.designName}
          onChange={(e) => set("designName", e.target.value)}
        />
      </Field>
      <Field label={t("fields.pattern")} required>
        <select className="select select-bordered w-full" name="pattern" value={editor.pattern} onChange={setLook("pattern")}>
          {PATTERNS.map((p) => (
            <option key={p} value={p}>
              {t(`jerseys.patterns.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-3 gap-2">
        {(["primaryColor", "secondaryColor", "accentColor"] as const).map((key) => (
          <Field key={key} label={t(`fields.${key}`)} required>
            <input
              type="color"
              className="h-10 w-full cursor-pointer rounded border border-base-300"
              name={key}
              value={editor[key]}
              onChange={setLook(key)}
            />
          </Field>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Field label={t("fields.logoPosition")} required>
          <select
            className="select select-bordered w-full"
            name="logoPosition"
            value={editor.logoPosition}
            onChange={(e) => set("logoPosition", e.target.value as LogoPosition)}
          >
            {LOGO_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`jerseys.logoPositions.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("jerseys.backNumber")} required>
          <input
            className="input input-bordered w-full"
            type="number"
            min={1}
            max={99}
            inputMode="numeric"
            name="number"
            value={numberText}
            onChange={(e) => setNumberText(e.target.value)}
          />
        </Field>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => setEditor((e) => ({ ...e, ...presetForTrade(team.tradeCode) }))}
      >
        <RotateCcw aria-hidden="true" className="size-4" /> {t("jerseys.resetPreset", { trade: team.trade })}
      </button>
    </div>
  );

  const sponsorsPanel = (
    <div className="space-y-4">
      {sponsors.isLoading ? <p role="status">{t("jerseys.sponsorsLoading")}</p> : null}
      {sponsors.isError ? (
        <p role="alert" className="text-error">
          {t("jerseys.sponsorsFailed")}
        </p>
      ) : null}
      {ZONES.map((zone) => {
        const choice = editor.zones[zone.id];
        const state = logoState(choice);
        const name = t(`jerseys.zones.${zone.id}`);
        return (
          <fieldset key={zone.id} className="rounded-box border border-base-300 p-3" data-testid={`zone-${zone.id}`}>
            <legend className="px-1 font-semibold">{name}</legend>
            <p className="mb-2 text-xs text-base-content/80">
              {t("jerseys.zoneSize", { width: zone.width, height: zone.height, max: zone.maxLogoSize })}
            </p>
            <div className="space-y-2">
              <Field label={t("jerseys.sponsor")}>
                <select
                  className="select select-bordered select-sm w-full"
                  value={choice.sponsorId ?? ""}
                  onChange={(e) => setZone(zone.id, { ...choice, sponsorId: e.target.value || null })}
                >
                  <option value="">{t("jerseys.noSponsor")}</option>
                  {(sponsors.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label={t("fields.logoUrl")} error={urlErrors[zone.id]} hint={t("jerseys.logoUrlHint")}>
                <input
                  className="input input-bordered input-sm w-full"
                  type="url"
                  inputMode="url"
                  value={urlDrafts[zone.id] ?? ""}
                  onChange={(e) => setUrlDrafts((d) => ({ ...d, [zone.id]: e.target.value }))}
                />
              </Field>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => applyLogoUrl(zone.id)}
                  aria-label={t("jerseys.useLogoFor", { zone: name })}
                >
                  {t("jerseys.useLogo")}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={!isFilled(choice)}
                  onClick={() => clearZone(zone.id)}
                  aria-label={t("jerseys.clearZoneFor", { zone: name })}
                >
                  {t("jerseys.clearZone")}
                </button>
              </div>
              <p
                role="status"
                className={`text-sm ${state?.status === "failed" ? "text-error" : ""}`}
                data-testid={`zone-status-${zone.id}`}
              >
                {state
                  ? state.status === "failed"
                    ? t("jerseys.logoStatus.failed", { message: state.message })
                    : t(`jerseys.logoStatus.${state.status}`)
                  : null}
              </p>
            </div>
          </fieldset>
        );
      })}
    </div>
  );

  const savedPanel = saved.isLoading ? (
    <p role="status">{t("jerseys.savedLoading")}</p>
  ) : saved.data?.length ? (
    <ul className="space-y-2" data-testid="saved-designs">
      {saved.data.map((d) => (
        <li key={d.id} className="flex items-center gap-3 rounded-box border border-base-300 p-2" data-testid="saved-design">
          {d.designPreviewUrl ? (
            <img src={d.designPreviewUrl} alt="" width={63} height={75} className="h-[75px] w-[63px] rounded object-cover" />
          ) : (
            <span className="h-[75px] w-[63px] rounded bg-base-200" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="flex min-w-0 items-center gap-2 font-semibold">
              <span className="truncate">{d.designName}</span>
              {d.mine ? (
                <span className="badge badge-primary badge-sm shrink-0" data-testid="saved-design-mine">
                  {t("jerseys.mine")}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-base-content/80">
              {t("jerseys.savedOn", {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(d.createdAt),
              })}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => loadDesign(d)}
            aria-label={t("jerseys.loadNamed", { name: d.designName })}
          >
            {t("jerseys.load")}
          </button>
        </li>
      ))}
    </ul>
  ) : (
    <div className="py-6 text-center">
      <p className="font-semibold">{t("jerseys.savedEmpty")}</p>
      <p className="text-sm text-base-content/80">{t("jerseys.savedEmptyText")}</p>
    </div>
  );

  return (
    <div className="grid gap-4 md:grid-cols-[420px_minmax(0,1fr)]" data-testid="jersey-designer">
      <div className="space-y-2">
        <div role="group" aria-label={t("jerseys.sideLabel")} className="join">
          {(["front", "back"] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-sm join-item ${side === s ? "btn-primary" : "btn-outline"}`}
              aria-pressed={side === s}
              onClick={() => setSide(s)}
            >
              {sideLabels[s]}
            </button>
          ))}
        </div>
        <div
          role="img"
          aria-label={previewLabel}
          style={{ width: LIVE_WIDTH, height: LIVE_HEIGHT }}
          className="max-w-full overflow-hidden rounded-box border border-base-300"
          data-testid="jersey-preview"
        >
          <LivePreview side={side} look={look} stageRef={liveStage} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setHiResOpen(true)}>
            <Expand aria-hidden="true" className="size-4" /> {t("jerseys.hiRes")}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={loadingLogos || exporting}
            onClick={() => setExporting(true)}
            data-testid="jersey-download"
          >
            <Download aria-hidden="true" className="size-4" /> {t("jerseys.download")}
          </button>
        </div>
        {loadingLogos ? (
          <p role="status" className="text-sm">
            {t("jerseys.waitForLogos")}
          </p>
        ) : null}
      </div>
      <div className="min-w-0 space-y-4">
        <Tabs<Tab>
          label={t("jerseys.tabsLabel")}
          idPrefix="jersey"
          active={tab}
          onChange={setTab}
          items={[
            { key: "design", label: t("jerseys.tabs.design"), panel: designPanel },
            { key: "sponsors", label: t("jerseys.tabs.sponsors"), panel: sponsorsPanel },
            { key: "saved", label: t("jerseys.tabs.saved"), panel: savedPanel },
          ]}
        />
        {loaded ? (
          <p role="status" className="text-sm text-base-content/80" data-testid="jersey-loaded">
            {loaded.mine ? t("jerseys.editingOwn", { name: loaded.name }) : t("jerseys.othersDesign")}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={busy}
          onClick={() => void save()}
          data-testid="jersey-save"
        >
          <Save aria-hidden="true" className="size-4" />{" "}
          {saving ? t("jerseys.saving") : t(loaded?.mine ? "jerseys.saveChanges" : "jerseys.save")}
        </button>
        {loaded?.mine ? (
          <button
            type="button"
            className="btn btn-outline w-full"
            disabled={busy}
            onClick={() => void save(true)}
            data-testid="jersey-save-new"
          >
            {t("jerseys.saveAsNew")}
          </button>
        ) : null}
      </div>

      {exporting ? (
        // Drawn off screen for the download, then removed.
        <div aria-hidden="true" className="pointer-events-none fixed -left-[10000px] top-0">
          <HiResStage
            look={look}
            title={hiResTitle}
            labels={sideLabels}
            onDrawn={(stage) => {
              setExporting(false);
              void exportPng(stage);
            }}
          />
        </div>
      ) : null}

      <Dialog
        open={hiResOpen}
        onClose={() => setHiResOpen(false)}
        title={t("jerseys.hiRes")}
        description={t("jerseys.hiResText")}
        wide
      >
        <div
          role="img"
          aria-label={t("jerseys.hiResLabel", { name: hiResTitle })}
          className="w-full overflow-hidden rounded-box border border-base-300 [&_.konvajs-content]:!aspect-[4/3] [&_.konvajs-content]:!h-auto [&_.konvajs-content]:!w-full [&_canvas]:!h-full [&_canvas]:!w-full"
        >
          <HiResStage
            look={look}
            title={hiResTitle}
            labels={sideLabels}
            onDrawn={(stage) => {
              previewStage.current = stage;
            }}
          />
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={() => setHiResOpen(false)}>
            {t("common.close")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={loadingLogos}
            onClick={() => previewStage.current && exportPng(previewStage.current)}
          >
            <Download aria-hidden="true" className="size-4" /> {t("jerseys.download")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** Loaded on first use; its calls need the tRPC provider the root does without (decision 006). */
export default withTrpc(JerseyDesigner);
