import { defineKinds } from './segment-kind';

// SPEC §9 "Non-match segment costs".
export const presentationKinds = defineKinds('Presentation', [
  { type: 'MUSIC_PERFORMANCE', name: 'Music Performance', cost: 500_000 },
  { type: 'SHOW_OPENING_VIDEO', name: 'Show Opening Video', cost: 20_000 },
  { type: 'NATIONAL_ANTHEM', name: 'National Anthem', cost: 15_000 },
  { type: 'PYRO', name: 'Pyro', cost: 200_000 },
  { type: 'INTERVIEW', name: 'Interview', cost: 15_000 },
  { type: 'PROMO', name: 'Promo', cost: 20_000 },
  { type: 'ANNOUNCEMENT', name: 'Announcement', cost: 40_000 },
  { type: 'CONTRACT_SIGNING', name: 'Contract signing', cost: 50_000, forPoster: true },
  { type: 'DEBUT_PROMO', name: 'Debut Promo', cost: 100_000 },
  { type: 'FACE_TO_FACE', name: 'Face to Face', cost: 50_000, forPoster: true },
  { type: 'TALK_SHOW', name: 'Talk Show', cost: 7_000 },
  { type: 'TRIBUTE', name: 'Tribute', cost: 25_000 },
  { type: 'INTERRUPTED_PROMO', name: 'Interrupted Promo', cost: 15_000 },
  { type: 'CHAMPIONSHIP_CELEBRATION', name: 'Championship Celebration', cost: 100_000, canUpdateChampionships: true },
  { type: 'TRAINING_MONTAGE', name: 'Training Montage', cost: 75_000 },
  { type: 'AWARD_CEREMONY', name: 'Award Ceremony', cost: 50_000 },
  { type: 'SPECIAL_GUEST_APPEARANCE', name: 'Special Guest Appearance', cost: 50_000 },
  { type: 'COMEDY_SKIT', name: 'Comedy Skit', cost: 20_000 },
  { type: 'PRESS_CONFERENCE', name: 'Press Conference', cost: 200_000 },
  { type: 'PUBLIC_APPEARANCE_CLIP', name: 'Public Appearance Clip', cost: 5_000 },
  { type: 'VIDEO_PACKAGE', name: 'Video Package', cost: 40_000 },
  { type: 'PRE_DEBUT_PACKAGE', name: 'Pre-debut Package', cost: 5_000 },
  { type: 'TWEET', name: 'Tweet', cost: 100, defaultDuration: 5 },
  { type: 'NOTE', name: 'Note', cost: 100, defaultDuration: 10 },
]);

/** The promos the viewers' "promo" bonus looks for (SPEC §9 Viewers). */
export const PROMO_TYPES: readonly string[] = ['PROMO', 'DEBUT_PROMO', 'INTERRUPTED_PROMO'];
