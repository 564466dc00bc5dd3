import { EXPORT_FILES, EXPORT_LINK_HOURS } from '@blaze/contracts';

/** The README.txt at the top of every export: what each file holds, in plain words. */
export function exportReadme(at: Date, username: string | null): string {
  const f = EXPORT_FILES;
  return [
    `Your Blaze data${username ? ` (@${username})` : ''}, exported on ${at.toISOString()}.`,
    '',
    'Each file is JSON (open it in any text editor) except the photos, which are JPEG files.',
    'Other members appear only as you see them in the app: their username and display name.',
    'Their e-mail addresses, locations and health details are never included.',
    '',
    `${f.profile}           your profile as you see it when you edit it, your exact location included`,
    `${f.settings}          your message, privacy and services settings`,
    `${f.photos}            your photos (the files are in the photos/ folder, by album) and who may see your private album`,
    '                        Photos are the copies Blaze stores: re-encoded when uploaded, so they carry no',
    '                        camera details and no GPS position (EXIF).',
    `${f.posts}             your posts`,
    `${f.comments}          the comments you wrote`,
    `${f.likes}             the posts and the members you liked`,
    `${f.stories}           your stories that are still live`,
    `${f.follows}           who you follow and who follows you`,
    `${f.favourites}        the members you saved as favourites`,
    `${f.checkIns}          your current check-in at a venue (check-ins last 3 hours)`,
    `${f.events}            the events you host and the events you answered`,
    `${f.listings}          your marketplace listings`,
    `${f.serviceListings}   your service listing, if you have one`,
    `${f.purchases}         your orders and what they gave you (Boosts, Right Now, Plus...)`,
    `${f.blocks}            the members you blocked`,
    `${f.reports}           the reports you filed and where they stand`,
    `${f.messages}          every message you sent or received, chat by chat, oldest first`,
    '                        (a photo or voice message is noted, not copied; unsent messages have no content)',
    `${f.assistant}         your assistant settings and your conversation with the assistant`,
    '',
    `This file was kept for ${EXPORT_LINK_HOURS} hours for you to download, then deleted from Blaze.`,
    '',
  ].join('\n');
}
