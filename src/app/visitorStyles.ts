/**
 * The styles of the screens a visitor opens first (home, slots, promotions, contact, information, the
 * maintenance and restrict notices), carried by the entry: its CSS is inline in every page
 * (`build/inlineEntryCss.ts`), so a pre-rendered page paints without waiting for a stylesheet of its own
 * (each was a render-blocking request on a slow network). About 5.6 KB gzip. The views keep importing
 * their own; the account pages' larger sheet still comes with them.
 */
import '../components/NoticesLine.css';
import '../components/appUpdate.css';
import '../../features/content/views/chipRow.css';
import '../../features/content/views/contact.css';
import '../../features/content/views/content.css';
import '../../features/content/views/games.css';
import '../../features/content/views/home.css';
import '../../features/content/views/info.css';
import '../../features/content/views/notice.css';
import '../../features/content/views/promotion.css';
