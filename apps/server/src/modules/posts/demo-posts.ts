/** What the demo community posts, so a first start shows a living feed (hours ago, author index). */
export const DEMO_POSTS: ReadonlyArray<{ text: string; hoursAgo: number; place?: string }> = [
  {
    text: 'Leg day done. Who is up for a smoothie after? #gym #legday',
    hoursAgo: 1,
    place: 'London',
  },
  { text: 'Sunset from the roof terrace tonight was unreal 🌅 #sunset', hoursAgo: 2 },
  {
    text: 'New in town for the week, show me your favourite coffee spot ☕️',
    hoursAgo: 3,
    place: 'Berlin',
  },
  { text: 'Pride planning meeting Thursday, all welcome! #pride', hoursAgo: 4 },
  { text: 'Just finished a 10k. Legs are jelly. #running', hoursAgo: 5 },
  { text: 'Cooking a big Sunday roast, any vegetarians want to join?', hoursAgo: 6 },
  { text: 'Reminder: get tested, stay safe, have fun. #health #prep', hoursAgo: 8 },
  { text: 'Dog park crew assemble 🐕 #dogs', hoursAgo: 9 },
  { text: 'Finally saw the new exhibition at the gallery, highly recommend #art', hoursAgo: 11 },
  { text: 'Rainy day = vinyl and tea. What are you listening to? #music', hoursAgo: 13 },
  { text: 'Hiking this weekend, ping me if you want to join #outdoors', hoursAgo: 16 },
  { text: 'Karaoke night went way too late again 🎤', hoursAgo: 20 },
  { text: 'Anyone else training for the half marathon? #running', hoursAgo: 26 },
  { text: 'Beach day was perfect. Sunscreen, people! #beach', hoursAgo: 30 },
  { text: 'Brunch recommendations for a big group? #brunch', hoursAgo: 36 },
  { text: 'First time at the climbing wall, arms are gone #climbing', hoursAgo: 44 },
];
