import type { ListingFormValues } from '@dwa/shared/listings';

// Guideline templates: a starting point that fills the form, for the seller to complete.

export type ListingTemplate = { id: string; name: string; fields: Partial<ListingFormValues> };

export const LISTING_TEMPLATES: ListingTemplate[] = [
  {
    id: 'phone',
    name: 'Phone for sale',
    fields: {
      title: 'Phone for sale',
      description:
        'Brand and model:\nStorage and memory:\nColour:\nBattery health:\nWhat comes with it (charger, box, case):\nReason for selling:',
      category: 'Electronics',
      sub_category: 'Phones',
      condition: 'Like New',
    },
  },
  {
    id: 'car',
    name: 'Car for sale',
    fields: {
      title: 'Car for sale',
      description: 'Year:\nMileage (km):\nTransmission (automatic or manual):\nFuel:\nRegistered (yes or no):\nService history and known faults:',
      category: 'Vehicles',
      sub_category: 'Cars',
      condition: 'Good',
    },
  },
  {
    id: 'room',
    name: 'Room for rent',
    fields: {
      title: 'Room for rent',
      description:
        'Type (single room, chamber and hall, self-contained):\nRent per month and advance required:\nWater and electricity (prepaid or shared):\nNearby landmarks and transport:\nAvailable from:',
      category: 'Property',
      sub_category: 'For Rent',
      brand: 'Room',
    },
  },
  {
    id: 'job',
    name: 'Job opening',
    fields: {
      title: 'Job opening',
      description: 'About the company:\nResponsibilities:\nRequirements and experience:\nSalary per month:\nWorking hours:\nHow to apply:',
      category: 'Jobs',
      sub_category: 'Full-time',
    },
  },
];
