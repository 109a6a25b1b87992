/** The admin dashboard's sections in page order: the heading id each section's title carries, and the nav's short name. */
export const DASHBOARD_SECTIONS = [
  { id: 'awaiting-vetting-title', title: 'Waiting for vetting' },
  { id: 'needs-attention-title', title: 'Needs attention' },
  { id: 'companies-title', title: 'Companies' },
  { id: 'users-title', title: 'Users' },
  { id: 'concierge-title', title: 'Concierge' },
  { id: 'invalid-title', title: 'Invalid move requests' },
  { id: 'booking-queue-title', title: 'Disputes' },
  { id: 'money-title', title: 'Money' },
  { id: 'reported-reviews-title', title: 'Reported reviews' },
  { id: 'reported-leads-title', title: 'Reported leads' },
  { id: 'operations-title', title: 'Operations' },
] as const;

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];
