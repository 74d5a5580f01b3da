// The jobs console seen by an operator: a token clean-up job that failed all its attempts shows on
// the dashboard's 작업 현황 card and under 중단 in its queue; the operator opens it, reads its error,
// retries it, and the stack's real worker runs it to 완료 while the dialog is open. The failure is
// written the way apalis records one (the clean-up itself cannot fail on demand).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";

import { api, apiLogin, createOperator, PASSWORD, signedInPage, useBrowser } from "./support.mjs";

const databaseUrl = process.env.E2E_DATABASE_URL;

useBrowser();

test("an operator retries a dead job from the jobs console and the worker finishes it", { skip: !databaseUrl }, async () => {
  // apalis reads job ids as ULIDs (26 Crockford base-32 characters, the first at most 7).
  const jobId = `01E2E${Date.now()}`.padEnd(26, "0");
  execFileSync("psql", [databaseUrl, "-qc",
    `INSERT INTO apalis.jobs (job, id, job_type, status, attempts, max_attempts, run_at, done_at, last_result)
     VALUES (convert_to('{}', 'UTF8'), '${jobId}', 'purge_expired_tokens', 'Failed', 3, 3, now() - interval '1 minute',
             now(), '{"Err": "error returned from database: connection reset"}')`]);
  const operator = await createOperator();
  const page = await signedInPage(operator.login, PASSWORD, "/admin");

  const card = page.getByRole("region", { name: "작업 현황" });
  await card.getByText(/실패 [1-9]/).waitFor();
  await card.getByRole("link", { name: "작업 현황 열기" }).click();
  await page.waitForURL("**/admin/jobs");
  await page.getByRole("heading", { name: "작업 현황", level: 1 }).waitFor();
  // The stack's worker is alive and named with its host.
  await page.getByTestId("jobs-worker").filter({ hasText: "정상" }).first().waitFor();

  await page.getByTestId("jobs-queue-purge_expired_tokens").click();
  await page.getByLabel("상태").selectOption("dead");
  await page.waitForURL(/queue=purge_expired_tokens&state=dead/);
  const row = page.getByTestId(`job-${jobId}`);
  await row.getByText("중단").waitFor();
  await row.getByRole("button", { name: `작업 ${jobId} 자세히 보기` }).click();

  const dialog = page.getByRole("dialog", { name: "작업 상세" });
  await dialog.getByTestId("job-error").getByText("작업 처리 중 오류가 발생했습니다.").waitFor();
  await dialog.getByText("connection reset", { exact: false }).waitFor();
  await dialog.getByRole("button", { name: "다시 실행" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "다시 실행" }).click();
  await page.getByText("작업을 다시 실행합니다.").waitFor();
  // The dialog polls the job: the worker takes it and finishes it.
  await dialog.getByText("완료", { exact: true }).waitFor({ timeout: 30_000 });
  assert.equal(await dialog.getByRole("button", { name: "다시 실행" }).count(), 0, "a done job offers no retry");

  const token = await apiLogin(operator.login, PASSWORD);
  const job = await api("GET", `/admin/jobs/${jobId}`, { token });
  assert.equal(job.state, "done");
  assert.equal(job.attempts, 4, "one more attempt than it had");
});
