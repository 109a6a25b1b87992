/** App paths of the spec's route table (section 2), for links and redirects. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  moveInfo: '/move-info',
} as const;
