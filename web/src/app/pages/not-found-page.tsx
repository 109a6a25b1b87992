import { Button } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

/** Any path the app does not know (spec section 2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const navigate = useNavigate();
  const location = useLocation();

  // 'default' is the key of the page the app was opened on: there is nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <MessageScreen
      eyebrow="404"
      title="Page not found"
      action={
        <Button size="md" onClick={() => void goBack()}>
          Go Back
        </Button>
      }
    >
      The page you're looking for doesn't exist or may have moved.
    </MessageScreen>
  );
}
