/** The calendar's words (spec sections 2 and 8; the dialog buttons say what they do). */
export const AVAILABILITY_MESSAGES = {
  loadFailed: 'Failed to load availability data',
  publishFailed: 'Failed to publish availability calendar',
  noCompany: 'No moving company found. Please set up your company profile first.',
  finishProfile: 'Please finish creating your profile first.',
  enterCompanyInfo: 'Enter company info',
  editsLost: 'Your unpublished changes will be lost.',
  publish: 'Publish',
  keepEditing: 'Keep editing',
  discard: 'Discard my changes',
  live: 'Your calendar is now live.',
  unsaved: 'Unsaved changes',
  settingsHeading: 'Crews and arrival window',
  settingsLoading: 'Loading your settings',
  crewsPerDay: 'Crews per day',
  ownWindow: 'Your own arrival window',
  ownWindowHint: 'Optional, like “7–9 am”. Customers can always pick morning (8 am–12 pm) or afternoon (12–5 pm).',
  saveSettings: 'Save settings',
  settingsSaved: 'Your calendar settings are saved.',
  settingsFailed: 'Failed to save your calendar settings',
  crewsBooked: (booked: number, crews: number) => `${booked} of ${crews} ${crews === 1 ? 'crew' : 'crews'} booked`,
  bookedHeading: 'Booked in these weeks',
  noBookings: 'No bookings in these weeks yet.',
  ruleHeading: 'Weekly rule',
  ruleIntro:
    'Set the same days of every week for a period in one step, such as every Sunday unavailable or weekdays available. Then publish as usual.',
  ruleApplied: (count: number, available: boolean) =>
    count === 0
      ? `Those days already are ${available ? 'available' : 'unavailable'}.`
      : `${count} ${count === 1 ? 'day' : 'days'} marked ${available ? 'available' : 'unavailable'}. Publish to make ${count === 1 ? 'it' : 'them'} live.`,
  ruleFailed: 'We could not read your calendar for that period. Try again.',
} as const;
