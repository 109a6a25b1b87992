import { GoBackButton } from '@web/components/go-back-button';
import { MessageScreen } from '@web/components/message-screen';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';

/** Any path the app does not know (spec section 2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <MessageScreen eyebrow="404" title="Page not found" action={<GoBackButton fallback={paths.home} />}>
      The page you're looking for doesn't exist or may have moved.
    </MessageScreen>
  );
}
