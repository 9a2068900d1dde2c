/**
 * The texts of a new guide made with the template ("Start with the ten standard categories"), in
 * English: the source every other language translates. Each category by its kind: its name (the
 * guest Info tile), its description, and its starter topics (Drafts the host completes): a name, a
 * description and the content as the editor stores it (<p>, <strong>, <ol><li data-list="bullet">),
 * the blanks the host fills in [in brackets]. Which categories and topics there are, their order and
 * icons: GUIDE_TEMPLATE in the contract (share.ts).
 */
export default {
  'preparing.name': 'Preparing For Your Trip',
  'preparing.description': 'What to pack and know before you set off.',
  'preparing.topics.pack.name': 'What to pack',
  'preparing.topics.pack.description': 'Things guests are glad they brought.',
  'preparing.topics.pack.content':
    '<p>Most guests are glad they packed:</p><ol><li data-list="bullet">[Comfortable shoes for …]</li><li data-list="bullet">[Adapter plug type …]</li><li data-list="bullet">[Beach towels: provided / not provided]</li></ol><p>Already here for you: [bed linen, towels, hairdryer, …].</p>',
  'preparing.topics.getting-here.name': 'Getting here',
  'preparing.topics.getting-here.description': 'Directions from the airport, station and motorway.',
  'preparing.topics.getting-here.content':
    '<p><strong>From the airport:</strong> [how long it takes, and how: taxi, train, shuttle].</p><p><strong>By car:</strong> [the exit to take and the last turn to look for].</p><p>Our address for your sat-nav: [street, number, postcode, town].</p>',
  'arrival.name': 'Arrival Information',
  'arrival.description': 'How to find the property, check in and get the keys.',
  'arrival.topics.check-in.name': 'Check-in time and how to get in',
  'arrival.topics.check-in.description': 'When you can arrive and how you get the keys.',
  'arrival.topics.check-in.content':
    '<p>Check-in is from <strong>[15:00]</strong>. If you arrive later than [22:00], please let us know.</p><p>Getting in: [the key safe by the door / we meet you / the reception desk]. The code or the keys: [how you will receive them].</p>',
  'arrival.topics.parking.name': 'Parking',
  'arrival.topics.parking.description': 'Where to leave the car.',
  'arrival.topics.parking.content':
    '<p>[Free / paid] parking is [in the driveway / in the street / at the car park on …].</p><p>Spaces: [number]. Please do not park [where].</p>',
  'arrival.topics.entrance.name': 'Finding the entrance',
  'arrival.topics.entrance.description': 'What to look for when you arrive.',
  'arrival.topics.entrance.content':
    '<p>The entrance is [the blue door on the left of the building]. Look for [a landmark].</p><p>Our flat is on floor [number]; the lift is [where].</p>',
  'about.name': 'About The Accommodation',
  'about.description': 'The rooms, appliances and everything the place offers.',
  'about.topics.heating.name': 'Heating and air conditioning',
  'about.topics.heating.description': 'How to keep the place comfortable.',
  'about.topics.heating.content':
    '<p>The [thermostat / remote] is [where]. Set it to [temperature] for a comfortable night.</p><p>Please switch it off when you open the windows or go out for the day.</p>',
  'about.topics.kitchen.name': 'Kitchen and appliances',
  'about.topics.kitchen.description': 'What is there and how it works.',
  'about.topics.kitchen.content':
    '<p>You will find [coffee machine, dishwasher, oven, …].</p><ol><li data-list="bullet">Coffee machine: [capsules / filter, where to find them]</li><li data-list="bullet">Dishwasher: [tablets under the sink, programme to use]</li><li data-list="bullet">Oven: [how to switch it on]</li></ol>',
  'about.topics.rubbish.name': 'Rubbish and recycling',
  'about.topics.rubbish.description': 'Where the bins are and what goes in which.',
  'about.topics.rubbish.content':
    '<p>The bins are [where]. Collection days: [days].</p><ol><li data-list="bullet">[Colour] bin: [general waste]</li><li data-list="bullet">[Colour] bin: [plastic and cans]</li><li data-list="bullet">[Colour] bin: [paper and glass]</li></ol>',
  'wifi.name': 'WiFi & Internet',
  'wifi.description': 'The network name, password and tips for a good connection.',
  'wifi.topics.network.name': 'WiFi network and password',
  'wifi.topics.network.description': 'How to get online.',
  'wifi.topics.network.content':
    '<p>Network: <strong>[network name]</strong></p><p>Password: <strong>[password]</strong></p><p>The router is [where]. If the connection drops, switch it off and on again and wait two minutes.</p>',
  'wifi.topics.tv.name': 'TV and streaming',
  'wifi.topics.tv.description': 'Watching TV and your own accounts.',
  'wifi.topics.tv.content':
    '<p>The TV remote is [where]. [Netflix / other apps] are on the TV: please sign in with your own account and sign out before you leave.</p>',
  'rules.name': 'Safety & House Rules',
  'rules.description': 'The rules of the house and how to stay safe during your stay.',
  'rules.topics.house-rules.name': 'House rules',
  'rules.topics.house-rules.description': 'What we ask of every guest.',
  'rules.topics.house-rules.content':
    '<ol><li data-list="bullet">No smoking [inside / anywhere on the property]</li><li data-list="bullet">Quiet hours: [22:00] to [08:00]</li><li data-list="bullet">Pets: [welcome / not allowed]</li><li data-list="bullet">Parties and events: [not allowed]</li></ol>',
  'rules.topics.safety.name': 'Safety equipment',
  'rules.topics.safety.description': 'Where to find what you hope you never need.',
  'rules.topics.safety.content':
    '<ol><li data-list="bullet">Fire extinguisher: [where]</li><li data-list="bullet">Fire blanket: [where]</li><li data-list="bullet">First aid kit: [where]</li><li data-list="bullet">Main water tap and fuse box: [where]</li></ol>',
  'local.name': 'Local Recommendations',
  'local.description': 'Our favourite places to eat, shop and explore nearby.',
  'local.topics.eat.name': 'Where to eat',
  'local.topics.eat.description': 'Our favourite places nearby.',
  'local.topics.eat.content':
    '<ol><li data-list="bullet">[Restaurant name]: [what to order], [distance on foot]</li><li data-list="bullet">[Café name]: [best for breakfast]</li><li data-list="bullet">[Takeaway]: [delivers until …]</li></ol>',
  'local.topics.shops.name': 'Shops and supermarkets',
  'local.topics.shops.description': 'For groceries and everyday things.',
  'local.topics.shops.content':
    '<p>The nearest supermarket is [name], [distance], open [hours]. A pharmacy: [name and where].</p>',
  'local.topics.things-to-do.name': 'Things to do',
  'local.topics.things-to-do.description': 'What we would not miss.',
  'local.topics.things-to-do.content':
    '<ol><li data-list="bullet">[Sight or walk]: [why we love it]</li><li data-list="bullet">[Beach or park]: [how to get there]</li><li data-list="bullet">[Rainy-day idea]</li></ol>',
  'emergency.name': 'Emergency Contacts',
  'emergency.description': 'Who to call when something goes wrong, day or night.',
  'emergency.topics.numbers.name': 'Emergency numbers',
  'emergency.topics.numbers.description': 'Who to call, day or night.',
  'emergency.topics.numbers.content':
    '<p>Emergency services: <strong>[112]</strong></p><p>Your host: [name], [phone number].</p><p>Nearest hospital: [name, address].</p>',
  'emergency.topics.repairs.name': 'If something breaks',
  'emergency.topics.repairs.description': 'What to do when something stops working.',
  'emergency.topics.repairs.content':
    '<p>Please tell us as soon as you can: [how to reach us]. For an urgent problem (a leak, no power, no heating) call [number].</p>',
  'transport.name': 'Transportation Options',
  'transport.description': 'Getting around by bus, train, taxi, bike or car.',
  'transport.topics.public.name': 'Public transport',
  'transport.topics.public.description': 'Buses, trams and trains nearby.',
  'transport.topics.public.content':
    '<p>The nearest stop is [name], [distance]. Tickets: [where to buy them / contactless on board].</p>',
  'transport.topics.taxis.name': 'Taxis and car hire',
  'transport.topics.taxis.description': 'When you would rather be driven.',
  'transport.topics.taxis.content': '<p>A local taxi: [name, phone number]. Car hire: [company, where].</p>',
  'checkout.name': 'Check-out Instructions',
  'checkout.description': 'What to do before you leave and where to return the keys.',
  'checkout.topics.time.name': 'Check-out time',
  'checkout.topics.time.description': 'When to leave.',
  'checkout.topics.time.content':
    '<p>Check-out is by <strong>[10:00]</strong>. Need a later check-out? Ask us the day before.</p>',
  'checkout.topics.before-leaving.name': 'Before you leave',
  'checkout.topics.before-leaving.description': 'A short list for the last morning.',
  'checkout.topics.before-leaving.content':
    '<ol><li data-list="bullet">[Load and start the dishwasher]</li><li data-list="bullet">[Take the rubbish out]</li><li data-list="bullet">[Close the windows and switch off the heating]</li><li data-list="bullet">[Leave the keys in …]</li></ol>',
  'thanks.name': 'Thank You & Feedback',
  'thanks.description': 'A thank-you from your host and how to share your feedback.',
  'thanks.topics.thank-you.name': 'Thank you',
  'thanks.topics.thank-you.description': 'A note from your host.',
  'thanks.topics.thank-you.content':
    '<p>Thank you for staying with us, [guest]! We hope you enjoyed [the place / the town].</p>',
  'thanks.topics.feedback.name': 'Share your feedback',
  'thanks.topics.feedback.description': 'Tell us what you thought.',
  'thanks.topics.feedback.content':
    '<p>We read every review. If you enjoyed your stay, a review on [platform] helps us a lot; if something was not right, please tell us directly: [how to reach us].</p>',
};
