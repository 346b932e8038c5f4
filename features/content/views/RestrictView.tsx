import { StaticNotice } from './StaticNotice';

export default function RestrictView() {
  return <StaticNotice kind="restrict" />;
}
