import type { CATEGORIES, Category, Condition, GhanaRegion, UserType } from '@dwa/shared/catalogue';

// The demo marketplace: accounts and listings that look like Ghana. Plain data, no logic; prices
// are in cedis here and stored as pesewas by the seed. Every sub-category of the catalogue appears.

export const DEMO_PASSWORD = 'demo1234';

export type DemoAccount = {
  key: string;
  email: string;
  name: string;
  userType: UserType;
  phone: string;
  address: string;
  gender: 'male' | 'female';
  bio?: string;
  business?: {
    name: string;
    description: string;
    type: string;
    phone: string;
    address: string;
    registrationNumber?: string;
    website?: string;
  };
};

export const DEMO_ACCOUNTS = [
  {
    key: 'kwame',
    email: 'seller@demo.gh',
    name: 'Kwame Mensah',
    userType: 'SELLER',
    phone: '+233244123456',
    address: 'Shop 14, Kwame Nkrumah Avenue, Adabraka, Accra',
    gender: 'male',
    bio: 'Phones, laptops and home electronics with warranty. Serving Accra since 2012.',
    business: {
      name: 'Mensah Electronics',
      description: 'Genuine phones, laptops, TVs and accessories, with repairs and delivery across Greater Accra.',
      type: 'Electronics retail',
      phone: '+233302123456',
      address: 'Kwame Nkrumah Avenue, Adabraka, Accra',
      registrationNumber: 'BN123456789',
      website: 'https://mensahelectronics.com.gh',
    },
  },
  {
    key: 'ama',
    email: 'buyer@demo.gh',
    name: 'Ama Owusu',
    userType: 'CUSTOMER',
    phone: '+233201234567',
    address: 'Haatso, Accra',
    gender: 'female',
    bio: 'Always looking for good deals on home items.',
  },
  {
    key: 'kofi',
    email: 'courier@demo.gh',
    name: 'Kofi Asante',
    userType: 'COURIER',
    phone: '+233551234567',
    address: 'Dansoman, Accra',
    gender: 'male',
    bio: 'Motorbike courier covering Accra and Tema, weekdays and Saturdays.',
  },
  {
    key: 'efua',
    email: 'admin@demo.gh',
    name: 'Efua Boateng',
    userType: 'ADMIN',
    phone: '+233271234567',
    address: 'Airport Residential Area, Accra',
    gender: 'female',
  },
  {
    key: 'serwaa',
    email: 'serwaa.fashion@demo.gh',
    name: 'Akosua Serwaa',
    userType: 'SELLER',
    phone: '+233245678901',
    address: 'Adum, Kumasi',
    gender: 'female',
    bio: 'Kente, African prints and made-to-measure outfits from Kumasi.',
    business: {
      name: 'Serwaa Fashion House',
      description: 'Handwoven kente from Bonwire, wax prints and tailoring. Nationwide delivery.',
      type: 'Fashion & tailoring',
      phone: '+233322045678',
      address: 'Prempeh II Street, Adum, Kumasi',
    },
  },
  {
    key: 'boakye',
    email: 'boakye.motors@demo.gh',
    name: 'Yaw Boakye',
    userType: 'SELLER',
    phone: '+233209876543',
    address: 'Market Circle, Takoradi',
    gender: 'male',
    bio: 'Home-used and foreign-used vehicles, trucks and spare parts. Swap deals welcome.',
    business: {
      name: 'Boakye Motors',
      description: 'Vehicle dealership in Takoradi with an Accra branch: cars, trucks, outboard engines and parts.',
      type: 'Vehicle dealership',
      phone: '+233312098765',
      address: 'Liberation Road, Takoradi',
      registrationNumber: 'CS098765432',
    },
  },
  {
    key: 'iddrisu',
    email: 'iddrisu@demo.gh',
    name: 'Abdul-Rahman Iddrisu',
    userType: 'SELLER',
    phone: '+233554321098',
    address: 'Central Market, Tamale',
    gender: 'male',
    bio: 'Household goods, farm tools and northern crafts, from Tamale to Bolgatanga.',
    business: {
      name: 'Iddrisu Home & Agro',
      description: 'Furniture, appliances, farm inputs, shea butter and smocks in the Northern and Upper regions.',
      type: 'General trading',
      phone: '+233372021098',
      address: 'Hospital Road, Tamale',
    },
  },
  {
    key: 'yaa',
    email: 'asamoah.realty@demo.gh',
    name: 'Nana Yaa Asamoah',
    userType: 'SELLER',
    phone: '+233272345678',
    address: 'East Legon, Accra',
    gender: 'female',
    bio: 'Rentals, land and services you can trust. Every property inspected.',
    business: {
      name: 'Asamoah Realty & Services',
      description: 'Property rentals and sales, land documentation, and home and business services across Ghana.',
      type: 'Real estate & services',
      phone: '+233302765432',
      address: 'Lagos Avenue, East Legon, Accra',
      registrationNumber: 'CS123987654',
    },
  },
  {
    key: 'kojo',
    email: 'kojo.appiah@demo.gh',
    name: 'Kojo Appiah',
    userType: 'CUSTOMER',
    phone: '+233246789012',
    address: 'Asokwa, Kumasi',
    gender: 'male',
  },
  {
    key: 'abena',
    email: 'abena.darko@demo.gh',
    name: 'Abena Darko',
    userType: 'CUSTOMER',
    phone: '+233502345678',
    address: 'Cape Coast',
    gender: 'female',
  },
] as const satisfies readonly DemoAccount[];

export type SellerKey = 'kwame' | 'serwaa' | 'boakye' | 'iddrisu' | 'yaa';

type SubCategoryOf<C extends Category> = (typeof CATEGORIES)[C][number];

type ListingFields = {
  seller: SellerKey;
  title: string;
  description: string;
  /** Cedis. */
  price: number;
  brand: string | null;
  type: string | null;
  /** One of CONDITIONS; a job type for Jobs; null where it means nothing. */
  condition: Condition | null;
  region: GhanaRegion;
  town: string;
  promotion?: 'FEATURED' | 'URGENT';
  status?: 'inactive' | 'pending';
};

export type DemoListing = { [C in Category]: { category: C; subCategory: SubCategoryOf<C> } & ListingFields }[Category];

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Electronics
  {
    category: 'Electronics', subCategory: 'Phones', seller: 'kwame', promotion: 'FEATURED',
    title: 'Samsung Galaxy A54 5G 128GB',
    description: 'Awesome Graphite, 8GB RAM, 128GB storage, dual SIM. Used for three months, no scratches, battery health excellent. Comes with original box, charger and a free case. Pick up at our shop in Adabraka or delivery within Accra.',
    price: 3800, brand: 'Samsung', type: 'Smartphone', condition: 'Like New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Electronics', subCategory: 'Phones', seller: 'kwame',
    title: 'iPhone 13 Pro 256GB - Sierra Blue',
    description: 'UK used iPhone 13 Pro, 256GB, battery health 88%, Face ID working perfectly. Minor marks on the frame. Can be inspected at East Legon, near the A&C Mall. Mobile Money accepted.',
    price: 9500, brand: 'Apple', type: 'Smartphone', condition: 'Good', region: 'Greater Accra', town: 'East Legon',
  },
  {
    category: 'Electronics', subCategory: 'Phones', seller: 'iddrisu', promotion: 'URGENT',
    title: 'Tecno Spark 10 Pro 128GB - Dual SIM',
    description: 'Brand new in sealed box, 8GB RAM (+8GB extended), 128GB, 5000mAh battery. One year warranty from the Tecno service centre. Available at Tamale Central Market, can send to Bolgatanga and Wa by VIP bus.',
    price: 1650, brand: 'Tecno', type: 'Smartphone', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Electronics', subCategory: 'Computers', seller: 'kwame',
    title: 'HP EliteBook 840 G6 - Core i5, 16GB RAM',
    description: 'Intel Core i5 8th gen, 16GB RAM, 512GB SSD, 14" full HD screen, backlit keyboard. Clean slim laptop, ideal for students at Legon and office work. Windows 11 and Office installed. Osu pick-up.',
    price: 5200, brand: 'HP', type: 'Laptop', condition: 'Good', region: 'Greater Accra', town: 'Osu',
  },
  {
    category: 'Electronics', subCategory: 'Computers', seller: 'kwame', status: 'pending',
    title: 'MacBook Air M1 2020 - 8GB/256GB',
    description: 'Space Grey MacBook Air with the Apple M1 chip, 8GB memory, 256GB SSD. Battery cycle count 112. Very fast and silent. Charger included. Meet at Accra Mall or Adabraka shop.',
    price: 8900, brand: 'Apple', type: 'Laptop', condition: 'Like New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Electronics', subCategory: 'TVs', seller: 'kwame', promotion: 'FEATURED',
    title: 'LG 55" 4K UHD Smart TV',
    description: 'LG 55UQ7500 4K UHD Smart TV with webOS, Netflix, YouTube and Magic Remote support. Brand new with two years warranty. Free wall bracket and free delivery within Accra and Tema.',
    price: 6800, brand: 'LG', type: 'Smart TV', condition: 'New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Electronics', subCategory: 'TVs', seller: 'kwame', status: 'inactive',
    title: 'Nasco 32" LED TV with Decoder',
    description: 'Nasco 32 inch LED TV with built-in free-to-air decoder: GTV, TV3, UTV and more without subscription. Works perfectly, remote included. Collect at Community 1, Tema.',
    price: 1450, brand: 'Nasco', type: 'LED TV', condition: 'Good', region: 'Greater Accra', town: 'Tema',
  },
  {
    category: 'Electronics', subCategory: 'Cameras', seller: 'kwame',
    title: 'Canon EOS 2000D DSLR with 18-55mm Lens',
    description: 'Canon EOS 2000D, 24MP, with the 18-55mm kit lens, 64GB memory card, bag and two batteries. Perfect for weddings and church events. Shutter count under 5,000. Madina, near the Zongo Junction.',
    price: 4200, brand: 'Canon', type: 'DSLR', condition: 'Like New', region: 'Greater Accra', town: 'Madina',
  },
  {
    category: 'Electronics', subCategory: 'Audio', seller: 'serwaa',
    title: 'JBL PartyBox 310 Bluetooth Speaker',
    description: 'Powerful JBL PartyBox 310 with lights, mic input and 18 hours battery. Used for a few parties only, sounds like new. Pick up at Asokwa, Kumasi or delivery with Kumasi riders.',
    price: 5600, brand: 'JBL', type: 'Speaker', condition: 'Like New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Electronics', subCategory: 'Other Electronics', seller: 'iddrisu',
    title: 'Solar Power Kit 1kVA with Inverter & Battery',
    description: 'Complete solar kit: 1kVA inverter, 200Ah battery, two 300W panels and cables. Powers lights, fans, TV and fridge during dumsor. Installation available in Tamale and Savelugu for a small fee.',
    price: 7400, brand: 'Felicity Solar', type: 'Solar Kit', condition: 'New', region: 'Northern', town: 'Tamale',
  },

  // Vehicles
  {
    category: 'Vehicles', subCategory: 'Cars', seller: 'boakye', promotion: 'FEATURED',
    title: 'Toyota Corolla 2016 - Accra registered',
    description: 'Toyota Corolla LE 2016, automatic, 1.8L, registered in Accra in 2021 (GR plates). Very neat interior, AC chilling, new tyres. Documents complete. Available at our Spintex Road branch for inspection.',
    price: 135000, brand: 'Toyota', type: 'Corolla', condition: 'Good', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Vehicles', subCategory: 'Cars', seller: 'boakye',
    title: 'Hyundai Elantra 2017 - Full Option',
    description: 'Hyundai Elantra 2017, full option with reverse camera, keyless start and sunroof. Home used, 86,000 km. Registered in Western Region. Test drive at Market Circle, Takoradi.',
    price: 118000, brand: 'Hyundai', type: 'Elantra', condition: 'Good', region: 'Western', town: 'Takoradi',
  },
  {
    category: 'Vehicles', subCategory: 'Cars', seller: 'boakye',
    title: 'Toyota Land Cruiser Prado 2015 - Leather Seats',
    description: 'Toyota Land Cruiser Prado TX 2015, 4x4, 2.7L petrol, leather seats and tinted glass. Well maintained at Toyota Ghana, full service history. Takoradi, swap with saloon car possible.',
    price: 345000, brand: 'Toyota', type: 'Land Cruiser Prado', condition: 'Good', region: 'Western', town: 'Takoradi',
  },
  {
    category: 'Vehicles', subCategory: 'Cars', seller: 'kwame', status: 'inactive',
    title: 'Kia Picanto 2014 - Fuel Efficient',
    description: 'Kia Picanto 2014, manual, very economical on fuel, perfect for Uber and Bolt in Accra. Registered, roadworthy and insurance valid until next year. Minor dent on rear bumper.',
    price: 82000, brand: 'Kia', type: 'Picanto', condition: 'Fair', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Vehicles', subCategory: 'Motorcycles', seller: 'iddrisu',
    title: 'Haojue HJ125 Motorbike - Brand New',
    description: 'Brand new Haojue HJ125-7 motorbike, strong engine for Tamale roads and farm work. Comes with helmet and registration support at DVLA Tamale. Hire purchase possible with guarantor.',
    price: 14500, brand: 'Haojue', type: 'HJ125-7', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Vehicles', subCategory: 'Motorcycles', seller: 'iddrisu',
    title: 'Bajaj Boxer BM 150 - 2022',
    description: 'Bajaj Boxer BM 150 bought in 2022, registered, used for delivery in Wa township. Engine sound, new chain and sprocket. Selling because I am travelling.',
    price: 16000, brand: 'Bajaj', type: 'Boxer BM 150', condition: 'Good', region: 'Upper West', town: 'Wa',
  },
  {
    category: 'Vehicles', subCategory: 'Trucks', seller: 'boakye',
    title: 'Tata LPT 1613 Tipper Truck',
    description: 'Tata LPT 1613 tipper truck, good for sand and stone haulage. Engine and gearbox in good working condition, new tyres. Currently working on sites around Takoradi and Sekondi.',
    price: 285000, brand: 'Tata', type: 'LPT 1613', condition: 'Good', region: 'Western', town: 'Takoradi',
  },
  {
    category: 'Vehicles', subCategory: 'Trucks', seller: 'boakye',
    title: 'Kia K2700 Pickup (Rhino) 2010',
    description: 'Kia K2700 Rhino cargo truck, 2010, diesel. Ideal for market goods at Kejetia and Suame. Strong engine, body has small rust patches. Kumasi registered, documents complete.',
    price: 68000, brand: 'Kia', type: 'K2700', condition: 'Fair', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Vehicles', subCategory: 'Boats', seller: 'boakye', promotion: 'URGENT',
    title: 'Fishing Canoe with Yamaha 40HP Outboard',
    description: 'Strong 12-metre wooden fishing canoe with a Yamaha Enduro 40HP outboard engine, nets not included. Currently at the Cape Coast landing beach near the castle. Owner relocating, quick sale.',
    price: 48000, brand: 'Yamaha', type: 'Canoe', condition: 'Good', region: 'Central', town: 'Cape Coast',
  },
  {
    category: 'Vehicles', subCategory: 'Parts', seller: 'boakye',
    title: 'Toyota Corolla Headlights (2014-2016) - Pair',
    description: 'Pair of Toyota Corolla 2014-2016 headlights, left and right, with bulbs. Original parts. Pick up at Suame Magazine, Kumasi, or we send by STC or VIP to any region.',
    price: 1800, brand: 'Toyota', type: 'Headlight', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Vehicles', subCategory: 'Other Vehicles', seller: 'iddrisu',
    title: 'Aboboyaa Motor Tricycle (Cargo)',
    description: 'New Apsonic cargo tricycle (aboboyaa), 200cc, big loading box for market goods, yam and building materials. Available in Tamale, delivery to Yendi and Savelugu possible.',
    price: 24000, brand: 'Apsonic', type: 'Cargo Tricycle', condition: 'New', region: 'Northern', town: 'Tamale',
  },

  // Property
  {
    category: 'Property', subCategory: 'For Rent', seller: 'yaa', promotion: 'FEATURED',
    title: '2 Bedroom Apartment for Rent - East Legon',
    description: 'Newly built 2 bedroom apartment, both rooms en-suite, fitted kitchen, air conditioning, 24-hour security and backup water tank. Near American House, East Legon. One year advance, GH₵ 6,500 per month.',
    price: 6500, brand: 'Apartment', type: '2 Bedroom', condition: 'New', region: 'Greater Accra', town: 'East Legon',
  },
  {
    category: 'Property', subCategory: 'For Rent', seller: 'yaa',
    title: 'Chamber and Hall Self-Contained - Madina',
    description: 'Chamber and hall self-contained with private kitchen, toilet and bath, separate meter (prepaid ECG). Quiet area near Madina Estate, five minutes to the Madina Zongo Junction. Six months advance.',
    price: 2500, brand: 'Apartment', type: 'Chamber and Hall', condition: 'Good', region: 'Greater Accra', town: 'Madina',
  },
  {
    category: 'Property', subCategory: 'For Rent', seller: 'yaa',
    title: '3 Bedroom House for Rent - Ahodwo, Kumasi',
    description: 'Spacious 3 bedroom house with a boys quarters, walled and gated, parking for three cars, borehole water. Ahodwo, close to the roundabout and Kumasi City Mall. GH₵ 5,500 per month.',
    price: 5500, brand: 'House', type: '3 Bedroom', condition: 'Good', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Property', subCategory: 'For Rent', seller: 'yaa',
    title: '4 Bedroom Furnished House for Rent - Cantonments',
    description: 'Fully furnished 4 bedroom house with a pool, garden and standby generator, in a quiet street of Cantonments close to the embassies. Suitable for expatriates. Minimum one year lease.',
    price: 15000, brand: 'House', type: '4 Bedroom', condition: 'Like New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Property', subCategory: 'For Sale', seller: 'yaa',
    title: '4 Bedroom House for Sale - Tema Community 25',
    description: 'Newly completed 4 bedroom house on a full plot at Tema Community 25, all rooms en-suite, tiled compound, indenture and site plan available. Close to the Tema motorway extension.',
    price: 1650000, brand: 'House', type: '4 Bedroom', condition: 'New', region: 'Greater Accra', town: 'Tema',
  },
  {
    category: 'Property', subCategory: 'For Sale', seller: 'boakye',
    title: '3 Bedroom House for Sale - Anaji, Takoradi',
    description: 'Three bedroom house at Anaji, Takoradi, with a two-car garage and a walled compound. Land title registered with the Lands Commission. Ten minutes to Takoradi Market Circle.',
    price: 980000, brand: 'House', type: '3 Bedroom', condition: 'Good', region: 'Western', town: 'Takoradi',
  },
  {
    category: 'Property', subCategory: 'Commercial', seller: 'yaa',
    title: 'Shop Space for Rent - Osu Oxford Street',
    description: 'Ground floor shop space of 60 square metres on Oxford Street, Osu, with heavy foot traffic day and night. Glass frontage, washroom, three-phase power. Ideal for a boutique or phone shop.',
    price: 12000, brand: 'Commercial', type: 'Shop', condition: 'Good', region: 'Greater Accra', town: 'Osu',
  },
  {
    category: 'Property', subCategory: 'Land', seller: 'yaa',
    title: 'Plot of Land (100x70) for Sale - Oyarifa',
    description: 'Litigation-free plot of land, 100 by 70 feet, at Oyarifa near the Adenta-Aburi road. Indenture and site plan ready, family land with clear allocation papers. Good road network and electricity nearby.',
    price: 185000, brand: 'Land', type: 'Residential Plot', condition: null, region: 'Greater Accra', town: 'Oyarifa',
  },
  {
    category: 'Property', subCategory: 'Land', seller: 'serwaa',
    title: 'Documented Plots for Sale - Ejisu',
    description: 'Documented plots at Ejisu, off the Kumasi-Accra highway, ten minutes from the Ejisu township. Allocation note from the stool, site plan available. Payment plan over 12 months possible.',
    price: 95000, brand: 'Land', type: 'Residential Plot', condition: null, region: 'Ashanti', town: 'Ejisu',
  },
  {
    category: 'Property', subCategory: 'Other Property', seller: 'yaa',
    title: 'Hostel Bed Space near UCC - Cape Coast',
    description: 'Bed space in a 2-in-a-room hostel five minutes walk from the University of Cape Coast main gate. Wi-Fi, study room, water and security included. Price per academic year.',
    price: 3000, brand: 'Hostel', type: 'Bed Space', condition: 'Good', region: 'Central', town: 'Cape Coast',
  },

  // Fashion
  {
    category: 'Fashion', subCategory: 'Other Fashion', seller: 'serwaa', promotion: 'FEATURED',
    title: 'Kente Cloth (Adweneasa) - handwoven',
    description: 'Authentic Adweneasa kente, handwoven at Bonwire in the Ashanti Region, full 12 yards for men or half piece for women. Rich gold, green and red. Perfect for weddings, funerals and naming ceremonies.',
    price: 2800, brand: 'Bonwire Weavers', type: 'Kente', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Men', seller: 'iddrisu',
    title: "Men's Smock (Fugu) - Handwoven in Tamale",
    description: 'Traditional northern smock (fugu/batakari), handwoven strip cloth sewn in Tamale. Sizes M to XXL, several colours. Great for Independence Day and Friday wear.',
    price: 450, brand: null, type: 'Smock', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Fashion', subCategory: 'Men', seller: 'serwaa',
    title: 'Slim Fit Kaftan with Ankara Trim',
    description: 'Made-to-measure kaftan in cotton with Ankara trim on the neck and sleeves. Send your measurements, ready in five days. Delivery from Adum, Kumasi to anywhere in Ghana.',
    price: 380, brand: 'Serwaa Fashion House', type: 'Kaftan', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Women', seller: 'serwaa',
    title: 'African Print Kaba and Slit - Made to Measure',
    description: 'Elegant kaba and slit sewn in your choice of wax print. Fitting at our Adum shop or send measurements by WhatsApp. Ready within one week, express service for weddings.',
    price: 650, brand: 'Serwaa Fashion House', type: 'Kaba and Slit', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Women', seller: 'serwaa',
    title: 'Vlisco Hollandais Wax Print - 6 Yards',
    description: 'Original Vlisco Hollandais wax print, 6 yards, with the security label. New designs every month at our stall in Kejetia Market, Kumasi. Wholesale price for three pieces and above.',
    price: 1100, brand: 'Vlisco', type: 'Wax Print', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Kids', seller: 'serwaa',
    title: 'Kids School Uniform Set (Ages 6-10)',
    description: 'Complete school uniform set: shirt or dress, shorts or skirt in GES colours. Strong fabric that lasts the term. Ages 6 to 10, sewn in Obuasi. Discount for schools ordering in bulk.',
    price: 120, brand: null, type: 'School Uniform', condition: 'New', region: 'Ashanti', town: 'Obuasi',
  },
  {
    category: 'Fashion', subCategory: 'Shoes', seller: 'serwaa', status: 'inactive',
    title: 'Nike Air Force 1 Low - White, Size 43',
    description: 'Original Nike Air Force 1 Low, all white, size 43 (UK 9). Worn twice, still clean with box. Pick up at Kumasi City Mall or delivery within Kumasi.',
    price: 1200, brand: 'Nike', type: 'Sneakers', condition: 'Like New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Shoes', seller: 'serwaa',
    title: 'Handmade Ahenema Leather Sandals',
    description: 'Traditional ahenema sandals handmade from real leather with Adinkra symbols. Sizes 38 to 46, for men and women. Made in Kumasi, ideal with kente or smock.',
    price: 280, brand: null, type: 'Sandals', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Fashion', subCategory: 'Accessories', seller: 'serwaa',
    title: 'Krobo Glass Beads Bracelets - Set of 5',
    description: 'Handmade recycled glass beads from Krobo-Odumase, five bracelets in mixed colours. Lovely gift for birthdays and Christmas. Available in Koforidua, delivery nationwide.',
    price: 150, brand: null, type: 'Bracelet', condition: 'New', region: 'Eastern', town: 'Koforidua',
  },
  {
    category: 'Fashion', subCategory: 'Accessories', seller: 'kwame',
    title: 'Casio Edifice Chronograph Watch',
    description: 'Casio Edifice EFR-526 chronograph, stainless steel, 100m water resistant. Bought at Accra Mall last year, box and papers included. Small scratch on the clasp.',
    price: 1350, brand: 'Casio', type: 'Watch', condition: 'Like New', region: 'Greater Accra', town: 'Accra',
  },

  // Home & Garden
  {
    category: 'Home & Garden', subCategory: 'Furniture', seller: 'kwame',
    title: '7-Seater L-Shaped Sofa Set - Grey Fabric',
    description: 'Locally made 7-seater L-shaped sofa in grey fabric with foam from Latex Foam. Strong hardwood frame. Free delivery within Accra and Tema, two weeks for custom colours.',
    price: 7500, brand: null, type: 'Sofa', condition: 'New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Home & Garden', subCategory: 'Furniture', seller: 'iddrisu',
    title: 'Mahogany Dining Table with 6 Chairs',
    description: 'Solid mahogany dining table with six cushioned chairs, polished finish. Made by carpenters in Tamale, can deliver to Bolgatanga and Wa. Lasts a lifetime.',
    price: 4800, brand: null, type: 'Dining Set', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Home & Garden', subCategory: 'Appliances', seller: 'kwame', promotion: 'URGENT',
    title: 'Hisense 2-Door Refrigerator 270L',
    description: 'Hisense double door refrigerator, 270 litres, energy saving and fast cooling even with voltage fluctuations. Brand new with two years warranty. Must go this week, free delivery in Accra.',
    price: 4600, brand: 'Hisense', type: 'Refrigerator', condition: 'New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Home & Garden', subCategory: 'Appliances', seller: 'kwame',
    title: 'Midea 1.5HP Split Air Conditioner',
    description: 'Midea 1.5HP inverter split air conditioner, cools a big bedroom fast and saves on ECG prepaid units. New in box, installation available in Tema and Accra.',
    price: 5300, brand: 'Midea', type: 'Air Conditioner', condition: 'New', region: 'Greater Accra', town: 'Tema',
  },
  {
    category: 'Home & Garden', subCategory: 'Appliances', seller: 'iddrisu',
    title: 'Binatone Blender 1.5L',
    description: 'Binatone 1.5 litre blender with grinder attachment, good for pepper, tomatoes and koko. New with warranty. Collect at Tamale Central Market.',
    price: 450, brand: 'Binatone', type: 'Blender', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Home & Garden', subCategory: 'Decor', seller: 'iddrisu',
    title: 'Handwoven Bolga Baskets (Set of 3)',
    description: 'Colourful Bolga baskets woven from elephant grass by women weavers in Bolgatanga. Set of three sizes with leather-wrapped handles. Great for shopping, storage and decoration.',
    price: 380, brand: null, type: 'Basket', condition: 'New', region: 'Upper East', town: 'Bolgatanga',
  },
  {
    category: 'Home & Garden', subCategory: 'Decor', seller: 'serwaa',
    title: 'Framed Adinkra Wall Art - Gye Nyame',
    description: 'Hand-stamped Adinkra cloth with Gye Nyame and Sankofa symbols, made in Ntonso near Kumasi, framed in wood. 60 by 80 cm. Beautiful for the living room or office.',
    price: 350, brand: null, type: 'Wall Art', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Home & Garden', subCategory: 'Garden', seller: 'yaa',
    title: 'Potted Ornamental Plants - Assorted',
    description: 'Healthy potted palms, snake plants, bougainvillea and croton from our nursery at East Legon. Landscaping of compounds also done. Prices from GH₵ 50, this is for a set of six.',
    price: 300, brand: null, type: 'Plants', condition: 'New', region: 'Greater Accra', town: 'East Legon',
  },
  {
    category: 'Home & Garden', subCategory: 'Tools', seller: 'kwame',
    title: 'Ingco Cordless Drill 20V with 2 Batteries',
    description: 'Ingco 20V lithium cordless drill with two batteries, fast charger and a 30-piece bit set. Brand new from Abossey Okai. Good for carpenters, electricians and DIY at home.',
    price: 950, brand: 'Ingco', type: 'Cordless Drill', condition: 'New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Home & Garden', subCategory: 'Tools', seller: 'iddrisu',
    title: 'Knapsack Sprayer 16L - Farm Use',
    description: 'Matabi 16 litre knapsack sprayer for weedicides and insecticides on maize, soya and rice farms. Durable pump and comfortable straps. Bulk price for farmer groups in Tamale.',
    price: 280, brand: 'Matabi', type: 'Sprayer', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Home & Garden', subCategory: 'Other Home', seller: 'kwame',
    title: 'Gas Cylinder 14.5kg with Burner',
    description: '14.5kg LPG gas cylinder with a two-burner table top and regulator, in good condition. Refilled last week at the Madina filling station. Collect at Madina.',
    price: 850, brand: null, type: 'Gas Cylinder', condition: 'Good', region: 'Greater Accra', town: 'Madina',
  },

  // Sports & Leisure
  {
    category: 'Sports & Leisure', subCategory: 'Fitness', seller: 'kwame',
    title: 'Adjustable Dumbbells Set - 2 x 20kg',
    description: 'Pair of adjustable dumbbells, up to 20kg each, with a carrying case. Used for a home gym in Osu, all plates complete. Good for strength training without going to the gym.',
    price: 1200, brand: null, type: 'Dumbbells', condition: 'Good', region: 'Greater Accra', town: 'Osu',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Sports', seller: 'serwaa',
    title: 'Asante Kotoko Home Jersey 2024/25',
    description: 'Official Asante Kotoko home jersey for the 2024/25 season, all sizes available. Porcupine Warriors supporters, get yours before the next match at Baba Yara Stadium, Kumasi.',
    price: 350, brand: null, type: 'Jersey', condition: 'New', region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Sports', seller: 'iddrisu',
    title: 'Mitre Football Size 5 - Match Ball',
    description: 'Mitre Delta size 5 match football, good for colts and park football in Tamale. Holds air well. Discount for clubs and schools buying five and above.',
    price: 280, brand: 'Mitre', type: 'Football', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Outdoor', seller: 'yaa',
    title: 'Camping Tent - 4 Person, Waterproof',
    description: 'Waterproof four-person camping tent, easy to set up in ten minutes. Used once for a trip to Kakum National Park. Includes pegs and carry bag. Cape Coast pick-up.',
    price: 900, brand: null, type: 'Tent', condition: 'Like New', region: 'Central', town: 'Cape Coast',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Books', seller: 'yaa',
    title: 'WASSCE Past Questions Bundle (2015-2024)',
    description: 'WASSCE past questions and answers for Core Maths, English, Integrated Science and Social Studies, 2015 to 2024. Very helpful for SHS 3 students. Available in Ho, delivery to all Volta towns.',
    price: 180, brand: null, type: 'Textbooks', condition: 'Good', region: 'Volta', town: 'Ho',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Books', seller: 'kwame',
    title: 'African Writers Novels - Set of 5',
    description: "Five classics: Ayi Kwei Armah's The Beautyful Ones Are Not Yet Born, Ama Ata Aidoo's Changes and more. Clean copies, no missing pages. Collect at Accra Central or Osu.",
    price: 250, brand: null, type: 'Novels', condition: 'Good', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Music', seller: 'kwame',
    title: 'Yamaha PSR-E373 Keyboard with Stand',
    description: 'Yamaha PSR-E373 61-key keyboard with stand, adapter and sustain pedal. Used in a church in Dansoman for six months, all keys working. Good for learners and worship teams.',
    price: 2900, brand: 'Yamaha', type: 'Keyboard', condition: 'Like New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Music', seller: 'yaa',
    title: 'Hand-carved Djembe Drum - Large',
    description: 'Large djembe drum hand-carved from tweneboa wood with goat skin head, made by craftsmen at the Centre for National Culture, Accra. Deep bass and sharp slap tones.',
    price: 650, brand: null, type: 'Drum', condition: 'New', region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Sports & Leisure', subCategory: 'Other Leisure', seller: 'serwaa',
    title: 'Oware Board - Hand-carved Mahogany',
    description: 'Traditional oware game board carved from mahogany in Ejisu, with 48 seeds. Fun for the whole family and a great gift for visitors. Folding version also available.',
    price: 220, brand: null, type: 'Board Game', condition: 'New', region: 'Ashanti', town: 'Ejisu',
  },

  // Jobs (brand: company, type: role, condition: job type, price: monthly pay)
  {
    category: 'Jobs', subCategory: 'Full-time', seller: 'kwame',
    title: 'Shop Manager - Mensah Electronics, Accra',
    description: 'We are hiring a full-time shop manager for our Adabraka branch. At least 3 years retail experience, good with stock records and Mobile Money payments. HND or degree preferred. Salary GH₵ 5,000 a month.',
    price: 5000, brand: 'Mensah Electronics', type: 'Shop Manager', condition: null, region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Jobs', subCategory: 'Full-time', seller: 'iddrisu',
    title: 'Experienced Driver Needed - Tamale',
    description: 'Full-time driver for a delivery van between Tamale, Bolgatanga and Techiman. Must hold a valid category C licence and have 5 years experience. Accommodation support available.',
    price: 2200, brand: 'Iddrisu Home & Agro', type: 'Driver', condition: null, region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Jobs', subCategory: 'Part-time', seller: 'kwame',
    title: 'Part-time Sales Assistant - Osu',
    description: 'Part-time sales assistant for weekends and evenings at our Oxford Street, Osu shop. Friendly, speaks English and Twi or Ga, good with phones. Commission on every sale.',
    price: 1800, brand: 'Mensah Electronics', type: 'Sales Assistant', condition: null, region: 'Greater Accra', town: 'Osu',
  },
  {
    category: 'Jobs', subCategory: 'Contract', seller: 'yaa', status: 'pending',
    title: 'Site Engineer (6-month Contract) - Takoradi',
    description: 'Six-month contract for a civil site engineer to supervise a residential project at Anaji, Takoradi. BSc Civil Engineering, GhIE membership an advantage. Accommodation provided.',
    price: 9000, brand: 'Asamoah Realty & Services', type: 'Site Engineer', condition: null, region: 'Western', town: 'Takoradi',
  },
  {
    category: 'Jobs', subCategory: 'Internship', seller: 'yaa',
    title: 'Graphic Design Intern - East Legon',
    description: 'Three-month paid internship for a graphic design student or recent graduate (KNUST, UEW or Radford). Create flyers and social media posts for our property listings. Allowance GH₵ 1,200 a month.',
    price: 1200, brand: 'Asamoah Realty & Services', type: 'Graphic Designer', condition: null, region: 'Greater Accra', town: 'East Legon',
  },
  {
    category: 'Jobs', subCategory: 'Remote', seller: 'kwame',
    title: 'Remote Customer Support Agent (Twi & English)',
    description: 'Work from home anywhere in Ghana answering customer calls and WhatsApp chats. Must speak Twi and English fluently and have a laptop and stable internet. Data allowance paid.',
    price: 3500, brand: 'Mensah Electronics', type: 'Customer Support Agent', condition: null, region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Jobs', subCategory: 'Other Jobs', seller: 'boakye',
    title: 'Apprentice Mechanic - Suame Magazine',
    description: 'We are taking two apprentices for Toyota and Nissan engine work at our Suame Magazine workshop in Kumasi. JHS certificate required. Monthly allowance and tools provided.',
    price: 900, brand: 'Boakye Motors', type: 'Apprentice Mechanic', condition: null, region: 'Ashanti', town: 'Kumasi',
  },

  // Services (brand: provider, type: service type)
  {
    category: 'Services', subCategory: 'Domestic', seller: 'yaa', promotion: 'FEATURED',
    title: 'Cleaning Services - Weekly',
    description: 'Professional home and office cleaning every week: floors, kitchens, bathrooms, windows and laundry. Trained and vetted cleaners in East Legon, Airport, Cantonments and Spintex. Price per month.',
    price: 1200, brand: 'Asamoah Realty & Services', type: 'Cleaning', condition: null, region: 'Greater Accra', town: 'East Legon',
  },
  {
    category: 'Services', subCategory: 'Domestic', seller: 'yaa',
    title: 'Fumigation & Pest Control - Sunyani',
    description: 'Fumigation of homes, offices and schools against mosquitoes, cockroaches, bedbugs and termites. EPA-approved chemicals, safe for children. Serving Sunyani, Berekum and Techiman.',
    price: 600, brand: 'Asamoah Realty & Services', type: 'Pest Control', condition: null, region: 'Bono', town: 'Sunyani',
  },
  {
    category: 'Services', subCategory: 'Business', seller: 'yaa',
    title: 'Business Registration & Tax Filing',
    description: 'We register your sole proprietorship or company with the Office of the Registrar of Companies, get your TIN and file your GRA returns. Fast service from our East Legon office.',
    price: 1500, brand: 'Asamoah Realty & Services', type: 'Business Registration', condition: null, region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Services', subCategory: 'Creative', seller: 'yaa',
    title: 'Wedding & Event Photography - Full Day',
    description: 'Full day photography for weddings, engagements and naming ceremonies in Ho and across the Volta Region. 300+ edited photos, a photo book and drone shots on request.',
    price: 3500, brand: 'Lens of Volta', type: 'Photography', condition: null, region: 'Volta', town: 'Ho',
  },
  {
    category: 'Services', subCategory: 'Educational', seller: 'yaa',
    title: 'Home Tutor - JHS/SHS Maths & Science',
    description: 'Experienced teacher offers home tuition in Mathematics, Integrated Science and Physics for JHS and SHS students preparing for BECE and WASSCE. Madina, Adenta and Haatso. Price per month, twice a week.',
    price: 800, brand: 'Mr. Osei Tuition', type: 'Tutoring', condition: null, region: 'Greater Accra', town: 'Madina',
  },
  {
    category: 'Services', subCategory: 'Health', seller: 'yaa',
    title: 'Home Nursing Care for the Elderly',
    description: 'Registered nurses provide home care for elderly and recovering patients: medication, wound dressing, blood pressure and sugar checks. Day or live-in care in Kumasi. Price per month.',
    price: 2500, brand: 'CareWell Home Nursing', type: 'Home Care', condition: null, region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Services', subCategory: 'Other Services', seller: 'kwame',
    title: 'Phone & Laptop Repairs - Same Day',
    description: 'Screen replacement, charging port, battery and water damage repairs for iPhone, Samsung, Tecno and laptops. Most repairs done the same day at our Adabraka shop, 90 days warranty.',
    price: 150, brand: 'Mensah Electronics', type: 'Repairs', condition: null, region: 'Greater Accra', town: 'Accra',
  },

  // Community (brand: organizer, type: event type)
  {
    category: 'Community', subCategory: 'Events', seller: 'yaa',
    title: 'Highlife Music Night - Live Band, Osu',
    description: 'An evening of classic and new highlife with a live band at a garden lounge in Osu. Dance, food and drinks. Tickets at the gate or pay by Mobile Money. Starts at 7pm every last Friday.',
    price: 150, brand: 'Osu Live Music Club', type: 'Concert', condition: null, region: 'Greater Accra', town: 'Osu',
  },
  {
    category: 'Community', subCategory: 'Events', seller: 'iddrisu',
    title: 'Fire Festival (Bugum) Cultural Tour - Tamale',
    description: 'Join a guided tour of the Bugum fire festival in Tamale with visits to the Dagbon chief palace and the Tamale Central Mosque. Transport and guide included. Limited places.',
    price: 250, brand: 'Northern Heritage Tours', type: 'Festival Tour', condition: null, region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Community', subCategory: 'Classes', seller: 'serwaa',
    title: 'Beginner Kente Weaving Class - Bonwire',
    description: 'Learn to weave kente on a traditional loom with master weavers at Bonwire, near Kumasi. Two-day class, all materials provided, take home your own strip of kente.',
    price: 300, brand: 'Bonwire Kente Centre', type: 'Workshop', condition: null, region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Community', subCategory: 'Volunteers', seller: 'yaa',
    title: 'Volunteers Needed: Labadi Beach Clean-up',
    description: 'Join us every first Saturday of the month to clean Labadi Beach, Accra, from 6am to 10am. Gloves, bags and water provided. Students get volunteer certificates.',
    price: 10, brand: 'Clean Accra Volunteers', type: 'Clean-up', condition: null, region: 'Greater Accra', town: 'Accra',
  },
  {
    category: 'Community', subCategory: 'Lost & Found', seller: 'serwaa',
    title: 'Found: Ghana Card near Kejetia Market',
    description: 'Found a Ghana Card near the Kejetia Market lorry station in Kumasi on Tuesday. The owner can call with their full name and date of birth to collect it at our Adum shop.',
    price: 50, brand: null, type: 'Found Item', condition: null, region: 'Ashanti', town: 'Kumasi',
  },
  {
    category: 'Community', subCategory: 'Other Community', seller: 'yaa',
    title: 'Church Harvest & Bazaar - Ho',
    description: 'Annual harvest and bazaar at the E.P. Church, Ho: food stalls, clothes, crafts and a children\'s corner. Proceeds support the church school. Everyone is welcome, Saturday from 9am.',
    price: 20, brand: 'E.P. Church Ho', type: 'Harvest', condition: null, region: 'Volta', town: 'Ho',
  },

  // Other
  {
    category: 'Other', subCategory: 'Other', seller: 'iddrisu', promotion: 'URGENT',
    title: 'Unrefined Shea Butter - 5kg Bucket',
    description: 'Pure unrefined shea butter made by women cooperatives near Tamale, 5kg bucket. Good for skin, hair and cooking. Wholesale prices for traders in Accra and Kumasi, we send by bus.',
    price: 350, brand: null, type: 'Shea Butter', condition: 'New', region: 'Northern', town: 'Tamale',
  },
  {
    category: 'Other', subCategory: 'Other', seller: 'boakye',
    title: 'Used Roofing Sheets - Bundle of 20',
    description: 'Twenty aluminium roofing sheets removed from a warehouse at Sekondi, still strong with no holes. Good for a kiosk, fowl coop or store room. Buyer arranges transport from Takoradi.',
    price: 1200, brand: null, type: 'Roofing Sheets', condition: 'Fair', region: 'Western', town: 'Takoradi',
  },
];
