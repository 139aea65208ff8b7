import type { AreaCatalog } from '../../area';
import type { categoriesMessages } from './en';

const hi: AreaCatalog<typeof categoriesMessages> = {
  'Favorite': 'पसंदीदा',
  'Electronics': 'इलेक्ट्रॉनिक्स',
  'Fashion': 'फ़ैशन',
  'Luxury': 'लग्ज़री',
  'Accessories': 'एक्सेसरीज़',
  'Autos': 'ऑटो',
  'Animals/Pets': 'पालतू जानवर',
  'Cars': 'कारें',
  'Property': 'प्रॉपर्टी',
  'Mobile Phones': 'मोबाइल फ़ोन',
  'Computers': 'कंप्यूटर',
  'Gadgets': 'गैजेट्स',
  'Babies & Kids': 'शिशु और बच्चे',
  'Tv & Home Appliances': 'टीवी और घरेलू उपकरण',
  'Motorcycles': 'मोटरसाइकिलें',
  'Pet Supplies': 'पालतू जानवरों का सामान',
  'Hobbies & Toys': 'शौक और खिलौने',
  'Furniture & Décor': 'फ़र्नीचर और सजावट',
  'Video Gaming': 'वीडियो गेम',
  'Personal Care': 'पर्सनल केयर',
  'Audio': 'ऑडियो',
  'Photography': 'फ़ोटोग्राफ़ी',
  'Food & Drinks': 'खाना और पेय',
};

export default hi;
