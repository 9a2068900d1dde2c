/**
 * Teams end to end: the owner invites an editor in Grand User Access (the invitation
 * reaches the real SMTP receiver); the editor signs up through the link, comes back to it, accepts,
 * and in the owner's workspace edits a topic of the owner's guide but is offered no guide Delete;
 * a viewer switches to the owner's workspace in the top bar and is offered no Add button; the owner
 * removes the editor, and the editor's next action says so; a read token made in Api Access lists
 * the guides and may not create one (43).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { Api, expectReadTokenOnly, newAccount, type Account, type LoginResult } from './support/api.ts';
import { baseUrl } from './support/env.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { pngFile } from './support/images.ts';
import { linkIn, receivedMails, waitForMail, type Mail } from './support/mailbox.ts';
import { settle } from './support/settle.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

const GUIDE_TITLE = 'Harbour Loft';
const CATEGORY = 'Arrival';
const TOPIC = 'Getting the keys';
const EDITED_TOPIC = 'Getting the keys (updated by the editor)';

type Envelope<T = unknown> = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: T };

let owner: LoginResult;
let ownerAccount: Account;
let workspaceName = '';
let viewer: LoginResult;
const editorAccount = { ...newAccount('team-editor'), name: 'Eddie', lastname: 'Editor' };

test.describe.configure({ mode: 'serial' });
function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** The top bar's workspace switcher. */
function workspaceField(page: Page): Locator {
  return page.getByRole('banner').getByLabel('Workspace', { exact: true });
}

/** A toast or popup with exactly this text. */
function message(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(shotsDir, `team-${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The newest of `count` mails to `address` with a team invitation (Resend makes a new link). */
async function newestInvitation(address: string, count: number): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () =>
        (mails = (await receivedMails()).filter(
          (m) => m.to.includes(address.toLowerCase()) && m.links.some((l) => /team_invitation/.test(l)),
        )).length,
      { message: `${count} invitations to ${address}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[mails.length - 1] as Mail;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test.beforeAll(async () => {
  fs.mkdirSync(shotsDir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const api = new Api(request);
    ownerAccount = newAccount('team-owner');
    owner = await api.signUpVerified(ownerAccount);
    const bearer = { authorization: `Bearer ${owner.token}` };
    const guide = await api.createGuide({ title: GUIDE_TITLE, timezone: 'Europe/London' });
    const category = await api.createCategory({
      id_guide: guide.id_guide,
      name: CATEGORY,
      image: '<i class="fa-solid fa-key"></i>',
    });
    const file = await api.upload(await pngFile('keys.png', 30));
    await api.createTopic({
      id_guide_content: category.id_guide_content,
      name: TOPIC,
      content: '<p>The key box is by the <strong>blue door</strong>.</p>',
      id_status: 1,
      id_file_public: file.id_file_public,
    });
    const me = (await (await request.get('/api/users/me', { headers: bearer })).json()) as Envelope<{
      workspace: { name: string };
    }>;
    expect(me.RES_CODE, JSON.stringify(me)).toBe(RESULT.OK);
    workspaceName = me.RES_RESULT.workspace.name;

    // A viewer, invited and accepted over the API (the editor does it in the browser).
    const viewerAccount = newAccount('team-viewer');
    viewer = await new Api(request).signUpVerified(viewerAccount);
    const invite = (await (
      await request.post('/api/team/members/invite', {
        headers: bearer,
        data: { email: viewerAccount.email, role: 'viewer', guides: null },
      })
    ).json()) as Envelope;
    expect(invite.RES_CODE, JSON.stringify(invite)).toBe(RESULT.OK);
    const link = linkIn(await waitForMail(viewerAccount.email, /team_invitation/), /team_invitation/);
    const accepted = (await (
      await request.post('/api/team/invitations/accept', {
        headers: { authorization: `Bearer ${viewer.token}` },
        data: { vc: link.searchParams.get('vc'), vi: link.searchParams.get('vi') },
      })
    ).json()) as Envelope;
    expect(accepted.RES_CODE, JSON.stringify(accepted)).toBe(RESULT.OK);
  } finally {
    await request.dispose();
  }
});

test('the owner invites an editor, who signs up through the link and edits a topic', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);

  await test.step('owner: My Account > Grand User Access, Invite member', async () => {
    await openSignedIn(page, owner, '/main-panel');
    await expect(page.getByText('Owner', { exact: true }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'My Account' }).click();
    await menu.getByRole('link', { name: 'Grand User Access' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { name: 'Grand User Access', level: 1 })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Grand User Access' })).toHaveAttribute('data-active', 'true');
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('row', { name: new RegExp(ownerAccount.email) })).toContainText('(you)');

    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    // The form checks with the server's words before sending.
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(MESSAGES.register.emailRequired)).toBeVisible();
    await field(dialog, 'E-mail').fill(editorAccount.email);
    await expect(dialog.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue('Editor');
    await dialog.getByRole('switch', { name: 'All guides' }).uncheck();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText(MESSAGES.team.guidesEmpty)).toBeVisible();
    await dialog.getByRole('switch', { name: 'All guides' }).check();
    await expectNoSeriousViolations(page, 'team invite dialog', testInfo);
    await shoot(page, 'invite-dialog');
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(message(page, MESSAGES.team.invited)).toBeVisible();
    });
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row', { name: new RegExp(editorAccount.email) });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('All guides');
    await expect(row.getByRole('button', { name: `Resend invitation to ${editorAccount.email}` })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(ownerAccount.email) }).getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'team', testInfo);
    await shoot(page, '1280');

    // At 375 px: the table scrolls in its own box, the page does not.
    await expect(message(page, MESSAGES.team.invited)).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name: 'Grand User Access', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, 'team at 375 px');
    await expectNoSeriousViolations(page, 'team at 375 px', testInfo);
    await shoot(page, '375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Resend sends the link again.
    await holdingTimers(page, async () => {
      await row.getByRole('button', { name: `Resend invitation to ${editorAccount.email}` }).click();
      await expect(message(page, MESSAGES.team.resent)).toBeVisible();
    });
  });

  const editor = await newPage(browser);
  try {
    await test.step('editor: the link, signed out, offers Log in and Sign up', async () => {
      // Resend sent a new link: the newest mail's (the first one's no longer works).
      const link = linkIn(await newestInvitation(editorAccount.email, 2), /\/public\/team_invitation\?/);
      await editor.goto(link.pathname + link.search);
      await expect(editor.getByRole('heading', { name: 'Team invitation' })).toBeVisible();
      await expect(editor.getByText(editorAccount.email).first()).toBeVisible();
      await expect(editor.getByText(workspaceName).first()).toBeVisible();
      await expect(editor.getByText('Editor', { exact: true })).toBeVisible();
      await expect(editor.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectNoSeriousViolations(editor, 'team invitation (signed out)', testInfo);
      await shoot(editor, 'invitation-signed-out');
      await editor.getByRole('button', { name: 'Sign up' }).click();
      await expect(editor).toHaveURL(/\/signup$/);
    });

    await test.step('editor: signs up, confirms the e-mail, signs in and is back on the invitation', async () => {
      await field(editor, 'Email').fill(editorAccount.email);
      await field(editor, 'Name').fill(editorAccount.name);
      await field(editor, 'Last Name').fill(editorAccount.lastname);
      await field(editor, 'Password').fill(editorAccount.password);
      await field(editor, 'Confirm Password').fill(editorAccount.password);
      await editor.getByRole('button', { name: 'Register' }).click();
      await expect(editor).toHaveURL(/\/confirmation$/);
      const confirm = linkIn(await waitForMail(editorAccount.email, /register_confirm/), /register_confirm/);
      await editor.goto(confirm.pathname + confirm.search);
      await expect(editor.getByText('Well Done')).toBeVisible();
      await editor.getByRole('link', { name: 'Back to Login' }).click();
      await field(editor, 'E-mail').fill(editorAccount.email);
      await field(editor, 'Password').fill(editorAccount.password);
      await editor.getByRole('button', { name: 'Sign In' }).click();
      await expect(editor).toHaveURL(/\/public\/team_invitation\?/);
      await expect(editor.getByRole('button', { name: 'Accept' })).toBeVisible();
      await shoot(editor, 'invitation-signed-in');
    });

    await test.step('editor: accepts, and acts in the owner’s workspace', async () => {
      await editor.getByRole('button', { name: 'Accept' }).click();
      await expect(message(editor, MESSAGES.team.accepted(workspaceName))).toBeVisible();
      await expect(editor).toHaveURL(/\/main-panel$/);
      const switcher = workspaceField(editor);
      await expect(switcher).toHaveValue(workspaceName);
      await expect(editor.getByRole('banner').getByText('Editor', { exact: true })).toBeVisible();
      await shoot(editor, 'editor-dashboard');
    });

    await test.step('editor: the owner’s guide, no Delete; edits a topic', async () => {
      await editor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
      const row = editor.getByRole('row').filter({ hasText: GUIDE_TITLE });
      await expect(row).toBeVisible();
      await expect(row.getByRole('button', { name: `Edit ${GUIDE_TITLE}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Delete ${GUIDE_TITLE}` })).toHaveCount(0);
      await expect(editor.getByRole('button', { name: 'Add Guide' })).toBeVisible();
      await row.getByRole('button', { name: `Edit ${GUIDE_TITLE}` }).click();
      await expect(editor.getByRole('heading', { name: `Updating Guide: ${GUIDE_TITLE}` })).toBeVisible();
      await editor.getByRole('tab', { name: 'Content' }).click();
      await editor
        .getByRole('button', { name: new RegExp(CATEGORY) })
        .first()
        .click();
      await editor.getByRole('button', { name: `Edit topic ${TOPIC}` }).click();
      const dialog = editor.getByRole('dialog', { name: 'Edit Topic' });
      await field(dialog, 'Title').fill(EDITED_TOPIC);
      await dialog.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(message(editor, MESSAGES.topic.updated)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(editor.getByText(EDITED_TOPIC)).toBeVisible();
    });

    await test.step('owner: removes the editor', async () => {
      await page.reload();
      const row = page
        .getByRole('table', { name: 'Members' })
        .getByRole('row', { name: new RegExp(editorAccount.email) });
      await expect(row).toContainText('Active');
      await expect(row).toContainText(`${editorAccount.name} ${editorAccount.lastname}`);
      await row.getByRole('button', { name: `Remove ${editorAccount.email}` }).click();
      const confirm = page.getByRole('dialog', { name: MESSAGES.team.removeTitle });
      await expect(confirm).toContainText(MESSAGES.team.removeText);
      await holdingTimers(page, async () => {
        await confirm.getByRole('button', { name: MESSAGES.dialog.confirm }).click();
        await expect(message(page, MESSAGES.team.removed)).toBeVisible();
      });
      await expect(row).toHaveCount(0);
    });

    await test.step('editor: the next action says they are no longer a member', async () => {
      // Opening the topic again loads it from the server, which answers 43: not a member any more.
      await editor.getByRole('button', { name: `Edit topic ${EDITED_TOPIC}` }).click();
      await expect(message(editor, MESSAGES.team.notMember)).toBeVisible();
      // Back in their own workspace: its dashboard, and nothing to switch to any more.
      await expect(editor).toHaveURL(/\/main-panel$/);
      await expect(editor.getByRole('banner').getByText('Owner', { exact: true })).toBeVisible();
      await expect(workspaceField(editor)).toHaveCount(0);
      await expect(editor.evaluate(() => localStorage.getItem('yourWorkspace'))).resolves.toBeNull();
      await shoot(editor, 'editor-removed');
    });
  } finally {
    await editor.context().close();
  }
});

test('a viewer switches to the owner’s workspace and is offered nothing to change', async ({ page }, testInfo) => {
  await openSignedIn(page, viewer, '/main-panel');
  await expect(page.getByRole('banner').getByText('Owner', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Guide' })).toBeVisible();

  // The top bar's switcher: the owner's workspace.
  await workspaceField(page).click();
  // Each option says the role there (both workspaces here are named after an "Ana Host").
  await page.getByRole('option', { name: `${workspaceName} · Viewer`, exact: true }).click();
  await expect(workspaceField(page)).toHaveValue(workspaceName);
  await expect(page).toHaveURL(/\/main-panel$/);
  await expect(page.getByRole('banner').getByText('Viewer', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Guide' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: GUIDE_TITLE }).first()).toBeVisible();
  await shoot(page, 'viewer-dashboard');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
  const row = page.getByRole('row').filter({ hasText: GUIDE_TITLE });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Guide' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Delete ${GUIDE_TITLE}` })).toHaveCount(0);

  // The guide opens and reads; nothing is offered to change.
  await row.getByRole('button', { name: `Edit ${GUIDE_TITLE}` }).click();
  await expect(page.getByRole('heading', { name: `Updating Guide: ${GUIDE_TITLE}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Branding' })).toBeHidden();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('button', { name: 'Add Category' })).toHaveCount(0);
  await page
    .getByRole('button', { name: new RegExp(CATEGORY) })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Topics' })).toContainText(/Getting the keys/);
  await expect(page.getByRole('button', { name: 'Add Topic' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit topic/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete topic/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete category/ })).toHaveCount(0);
  // The phone preview shows the owner's guide to a member too (it names the workspace acted in).
  await expect(
    page.getByTitle(MESSAGES.admin.phonePreviewTitle).contentFrame().getByRole('heading', { name: GUIDE_TITLE }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'viewer content tab', testInfo);
  await shoot(page, 'viewer-content');
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.getByRole('table', { name: 'Maps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Map' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Quick Share' }).click();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate link' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page.getByRole('button', { name: 'Export Guide' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Duplicate Guide' })).toHaveCount(0);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { name: 'All Files' })).toBeVisible();
  await expect(page.getByText('keys.png')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload File' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete keys.png' })).toBeHidden();

  await menu.getByRole('button', { name: 'Invites' }).click();
  await menu.getByRole('link', { name: 'Invite Home' }).click();
  await expect(page.getByRole('table', { name: 'Invitations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Invitation' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'My Account' }).click();
  await menu.getByRole('link', { name: 'Grand User Access' }).click();
  await expect(page.getByRole('heading', { name: 'Grand User Access', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
  await shoot(page, 'viewer-team');
  await menu.getByRole('link', { name: 'Api Access' }).click();
  await expect(page.getByRole('heading', { name: 'Api Access', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create token' })).toHaveCount(0);

  // At 375 px the top bar keeps the switcher and every button in view; the role is in the user menu.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/main-panel');
  await expect(workspaceField(page)).toHaveValue(workspaceName);
  const userMenu = page.getByRole('banner').getByRole('button', { name: 'User menu' });
  await expect(userMenu).toBeInViewport({ ratio: 1 });
  await userMenu.click();
  await expect(page.getByRole('menu').getByText('Viewer', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page, 'viewer dashboard at 375 px');
  await expectNoSeriousViolations(page, 'viewer dashboard at 375 px', testInfo);
  await shoot(page, 'viewer-dashboard-375');
});

test('a read token made in Api Access lists the guides and may not create one', async ({ page, request }) => {
  await openSignedIn(page, owner, '/api-access');
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await dialog.getByLabel('Name').fill('Team read token');
  await expect(dialog.getByLabel('Scope')).toHaveValue('Read: GET calls only');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const token = await dialog.getByLabel('Your new API token').inputValue();
  expect(token).toMatch(/^gbk_/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expectReadTokenOnly(request, token, GUIDE_TITLE);
});
