/**
 * The styles of the screens a visitor opens first (home, slots, promotions, contact, information, the
 * maintenance and restrict notices), carried by the entry: its CSS is inline in every page
 * (`build/inlineEntryCss.ts`), so a pre-rendered page paints without waiting for a stylesheet of its own
 * (each was a render-blocking request on a slow network). About 5.6 KB gzip. The views keep importing
 * their own; the account pages' larger sheet still comes with them.
 */
import '../components/NoticesLine.css';
import '../components/appUpdate.css';
import './views/chipRow.css';
import './views/contact.css';
import './views/content/content.css';
import './views/games.css';
import './views/home.css';
import './views/info.css';
import './views/notice.css';
import './views/promotion.css';
