import { expect, scan, signInFromHome, signOut, walk } from "./walk";

/**
 * The staff member's day (issue 33: rated 6/10). "My tasks" opens the staff page on their tasks, in the page's
 * language, never asking them to sign in; they start a task and complete it.
 */
const TEXT = {
  en: { start: "Start", complete: "Complete", completed: "Completed", title: "Check the match balls" },
  es: { start: "Iniciar", complete: "Completar", completed: "Completada", title: "Revisar los balones del partido" },
};

walk("the staff member starts and completes one of their tasks", async (w) => {
  const { page, lang, base } = w;
  const x = TEXT[lang];
  await signInFromHome(w, "staff@tradescup.example");
  await expect(page).toHaveURL(new RegExp(`^${base}/staff`));
  await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("sign-in-to-manage")).toBeHidden();
  // The demo's tasks read in the page's language.
  await expect(page.getByTestId("task-card").filter({ hasText: x.title })).toHaveCount(1);
  await scan(w, "staff member's tasks");
  const task = page
    .getByTestId("task-card")
    .filter({ has: page.getByRole("button", { name: x.start }) })
    .first();
  const title = (await task.locator("h3, h2").first().textContent())!;
  await task.getByRole("button", { name: x.start }).click();
  const same = page.getByTestId("task-card").filter({ hasText: title });
  await same.getByRole("button", { name: x.complete }).click();
  await expect(same.getByTestId("task-status")).toHaveText(new RegExp(`${x.completed}$`));
  await scan(w, "staff member's completed task");
  await signOut(w);
});
