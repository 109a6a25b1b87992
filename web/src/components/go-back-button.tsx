import { Button } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

/** 'Go Back' of the not-found screens: the previous page, or `fallback` when there is none of ours. */
export function GoBackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the page the app was opened on: there is nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <Button size="md" onClick={() => void goBack()}>
      Go Back
    </Button>
  );
}
