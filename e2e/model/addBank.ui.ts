import { expect, type Page } from '@playwright/test';
import type { BankListResponse } from '../../features/account/contract/accountReplies';
import { addBankMachine } from '../../features/account/machines/addBank';

import { closeDialog, refusedCall } from './members';
import { placeholderActors } from './plan';
import { reauthForm } from './reauth.ui';
import type { ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * Adding a bank account (account/bankinfo): the lists read first, the form checked, the member's login
 * password confirmed (`/api/checkpassword`), then the account added. `PASSWORD` is the member's own.
 */

const LISTS = { bankList: [{ bankId: 'TCB', bankName: 'Techcombank' }], provinceList: [], cityList: [] };

const view = (page: Page) => page.locator('[data-machine="addBank"]');
const field = (page: Page, name: string) => view(page).locator(`[name="${name}"]`);
const submit = (page: Page) => view(page).getByRole('button', { name: t('bankinfo.submit') });

interface Ctx {
  form: Record<string, string>;
  error: string | null;
}
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Ctx;

const formShown = async (ctx: ModelContext) => {
  const { form, error } = contextOf(ctx);
  for (const name of ['bankId', 'bankAddress', 'bankAccNo'])
    await expect(field(ctx.page, name)).toHaveValue(form[name] ?? '');
  if (error) await expect(view(ctx.page).getByText(t(error))).toBeVisible();
};

const reauth = reauthForm({ view, submit, formShown });

export const addBankUi: UiModel<typeof addBankMachine> = {
  machine: addBankMachine,
  planned: placeholderActors(addBankMachine),
  contextKey: (c: Ctx) => [c.form, c.error],
  view,
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/account/bankinfo`);
  },
  events: {
    FIELD_CHANGED: {
      payloads: [
        { type: 'FIELD_CHANGED', field: 'bankId', value: 'TCB' },
        { type: 'FIELD_CHANGED', field: 'bankAddress', value: 'Hanoi' },
        { type: 'FIELD_CHANGED', field: 'bankAccNo', value: '190312345678' },
      ],
      perform: async ({ page }, e) => {
        if (e.field === 'bankId') await field(page, e.field).selectOption(e.value);
        else await field(page, e.field).fill(e.value);
      },
      unavailable: {
        why: 'the same value again changes nothing',
        when: (c, e) => (c.form as Record<string, string>)[e.field] === e.value,
      },
    },
    ...reauth.events,
    'xstate.done.actor.loadBankList': {
      payloads: [{ type: 'xstate.done.actor.loadBankList', output: LISTS as BankListResponse }] as never,
    },
    'xstate.error.actor.loadBankList': refusedCall(
      'xstate.error.actor.loadBankList',
      '/api/getbanklist',
      'page_emptycheck',
    ),
    'xstate.done.actor.addBank': {},
    'xstate.error.actor.addBank': refusedCall(
      'xstate.error.actor.addBank',
      '/api/addmemberbank',
      'acct_bankAccNo_exist',
    ),
  },
  states: {
    ...reauth.states(
      (page) => field(page, 'bankAccNo'),
      ['/api/getbanklist', 'page_emptycheck'],
      ['xstate.error.actor.addBank', 'acct_bankAccNo_exist'],
    ),
    // The form as typed, trimmed, is what is sent.
    submitting: {
      holds: ['/api/addmemberbank'],
      check: async (ctx) => {
        const { form } = contextOf(ctx);
        expect(ctx.calls('/api/addmemberbank').at(-1)?.body).toMatchObject({
          bankId: form.bankId,
          bankAddress: form.bankAddress?.trim(),
          bankAccNo: form.bankAccNo?.trim(),
        });
      },
    },
    // Added and verified: said, the form empty, the account listed.
    added: {
      check: async (ctx) => {
        await expect(view(ctx.page).getByRole('status')).toContainText(
          t('acct_bankAccount_automaticVerified'),
        );
        await closeDialog(ctx.page, t('acct_bankAccount_automaticVerified'));
        await expect(field(ctx.page, 'bankAccNo')).toHaveValue('');
        await expect(ctx.page.locator('.bank-list li')).toHaveCount(ctx.entered('added'));
      },
    },
  },
  always: async (ctx) => {
    expect(ctx.calls('/api/getbanklist')).toHaveLength(ctx.entered('loading'));
    // The login password is checked once before each call: the step confirmed leads to it, nothing else.
    expect(ctx.calls('/api/checkpassword')).toHaveLength(ctx.entered('submitting'));
    expect(ctx.calls('/api/addmemberbank')).toHaveLength(ctx.entered('submitting'));
  },
};
