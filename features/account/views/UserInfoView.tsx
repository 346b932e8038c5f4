import { useTranslation } from 'react-i18next';
import { dateFormatOf, formatDate } from '../../../domain/dates';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { LoadState } from '../../../src/components/LoadState';
import { useScreen } from '../../../src/components/useScreen';
import type { MemberInfoResponse } from '../contract/accountReplies';
import { memberInfoLogic } from '../flows/accountFlows';
import { usePageData } from './usePageData';
import './account.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/** User info (`account/userinfo`): the member's details from `/api/getmemberinfo` (`memInfo`). */
export default function UserInfoView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const page = usePageData<MemberInfoResponse>(() => memberInfoLogic(runtime));
  const info = page.data?.memInfo;
  /** Each detail under its label, in the order the page lists them. */
  const rows = (member: NonNullable<typeof info>) =>
    [
      ['login.loginId', member.loginId],
      ['join.fullName', member.fullName],
      ['login.email', member.email],
      ['join.phone', member.phone],
      ['userinfo.currency', member.currId],
      ['userinfo.registered', formatDate(member.registerDate, dateFormatOf(area), 'long')],
    ] as const;
  return (
    <section className="page" {...page.marks} aria-labelledby="userinfo-title">
      <ScreenTitle id="userinfo-title">{t('route.userInfo.title')}</ScreenTitle>
      <LoadState {...page.load}>
        {info && (
          <div className="card">
            <dl className="info-list">
              {rows(info).map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </LoadState>
      <p className="field-hint">{t('userinfo.contactToChange')}</p>
    </section>
  );
}
