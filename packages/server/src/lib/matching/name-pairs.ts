/**
 * A labelled set of Nigerian name pairs: `same` is whether an analyst would take the two names for one
 * person (given nothing else). Written to choose and check the name comparison (name.ts): transliteration
 * variants, swapped order, initials, middle names present or missing, honorifics, typos — and the hard
 * negatives (a shared surname or first name, one letter apart but a different name).
 */
export interface NamePair {
  a: string;
  b: string;
  same: boolean;
  kind: 'transliteration' | 'order' | 'initials' | 'middle' | 'honorific' | 'typo' | 'different';
}

export const NAME_PAIRS: readonly NamePair[] = [
  // transliteration variants of the same name
  { a: 'Mohammed Bello', b: 'Muhammad Bello', same: true, kind: 'transliteration' },
  { a: 'Muhammed Sani Abacha', b: 'Mohamed Sani Abacha', same: true, kind: 'transliteration' },
  { a: 'Abubakar Shehu', b: 'Aboubakar Shehu', same: true, kind: 'transliteration' },
  { a: 'Yusuf Danjuma', b: 'Yusuff Danjuma', same: true, kind: 'transliteration' },
  { a: 'Ibrahim Lawal', b: 'Ibraheem Lawal', same: true, kind: 'transliteration' },
  { a: 'Aisha Garba', b: 'Aishat Garba', same: true, kind: 'transliteration' },
  { a: 'Abdulrahman Idris', b: 'Abdur-Rahman Idris', same: true, kind: 'transliteration' },
  { a: 'Abdulrahman Idris', b: 'Abdulrahaman Idris', same: true, kind: 'transliteration' },
  { a: 'Chukwuemeka Okafor', b: 'Chukwu-Emeka Okafor', same: true, kind: 'transliteration' },
  { a: 'Nnamdi Eze', b: 'Namdi Eze', same: true, kind: 'transliteration' },
  { a: 'Ngozi Okonjo', b: 'Ngozie Okonjo', same: true, kind: 'transliteration' },
  { a: 'Adébáyọ̀ Ògúnlẹ́yẹ', b: 'Adebayo Ogunleye', same: true, kind: 'transliteration' },
  { a: 'Olúwaṣeun Àjàyí', b: 'Oluwaseun Ajayi', same: true, kind: 'transliteration' },
  { a: 'Hauwa Usman', b: 'Hawwa Usman', same: true, kind: 'transliteration' },
  { a: 'Sulaiman Abdullahi', b: 'Suleiman Abdullahi', same: true, kind: 'transliteration' },
  { a: 'Fatima Aliyu', b: 'Fatimah Aliyu', same: true, kind: 'transliteration' },
  { a: 'Okonkwo Chidi', b: 'Okonkwor Chidi', same: true, kind: 'transliteration' },
  { a: 'Zainab Abdulkadir', b: 'Zainab Abdul-Kadir', same: true, kind: 'transliteration' },
  // order swapped (surname first, as forms and bank records often put it)
  { a: 'Okafor Chukwuma', b: 'Chukwuma Okafor', same: true, kind: 'order' },
  { a: 'ADEYEMI Oluwafemi Samuel', b: 'Samuel Oluwafemi Adeyemi', same: true, kind: 'order' },
  { a: 'Bello, Musa', b: 'Musa Bello', same: true, kind: 'order' },
  { a: 'Nwosu Ifeoma Grace', b: 'Grace Ifeoma Nwosu', same: true, kind: 'order' },
  { a: 'Danladi Yakubu Gambo', b: 'Gambo Danladi Yakubu', same: true, kind: 'order' },
  { a: 'Eze Nnamdi', b: 'Nnamdi Eze', same: true, kind: 'order' },
  // initials
  { a: 'A. B. Ogunleye', b: 'Adebayo Babatunde Ogunleye', same: true, kind: 'initials' },
  { a: 'Chukwuma O. Okafor', b: 'Chukwuma Obinna Okafor', same: true, kind: 'initials' },
  { a: 'M. Bello', b: 'Musa Bello', same: true, kind: 'initials' },
  { a: 'Ibrahim M Lawal', b: 'Ibrahim Mohammed Lawal', same: true, kind: 'initials' },
  { a: 'O.S. Adeyemi', b: 'Oluwafemi Samuel Adeyemi', same: true, kind: 'initials' },
  // a middle name present on one side only
  { a: 'Chinedu Okeke', b: 'Chinedu Emmanuel Okeke', same: true, kind: 'middle' },
  { a: 'Amina Yusuf', b: 'Amina Binta Yusuf', same: true, kind: 'middle' },
  { a: 'Tunde Bakare', b: 'Babatunde Olusola Bakare', same: true, kind: 'middle' },
  { a: 'Emeka Nwankwo', b: 'Emeka Chibuike Nwankwo', same: true, kind: 'middle' },
  { a: 'Olusegun Obasanjo', b: 'Olusegun Matthew Okikiola Obasanjo', same: true, kind: 'middle' },
  { a: 'Halima Sadiq', b: 'Halima Jummai Sadiq', same: true, kind: 'middle' },
  // honorifics and titles
  { a: 'Alhaji Musa Danjuma', b: 'Musa Danjuma', same: true, kind: 'honorific' },
  { a: 'Chief (Dr.) Emeka Obi', b: 'Emeka Obi', same: true, kind: 'honorific' },
  { a: 'Mrs. Funmilayo Adewale', b: 'Funmilayo Adewale', same: true, kind: 'honorific' },
  { a: 'Engr. Kabiru Sule', b: 'Kabiru Sule', same: true, kind: 'honorific' },
  { a: 'Hajiya Hadiza Bala', b: 'Hadiza Bala', same: true, kind: 'honorific' },
  { a: 'Barr. Ngozi Eze', b: 'Ngozi Eze', same: true, kind: 'honorific' },
  { a: 'Otunba Adekunle Gbadamosi', b: 'Adekunle Gbadamosi', same: true, kind: 'honorific' },
  { a: 'Prof. Yemi Osinbajo', b: 'Yemi Osinbajo', same: true, kind: 'honorific' },
  // typos
  { a: 'Oluwaseun Adeyemi', b: 'Oluwaseun Adeyemmi', same: true, kind: 'typo' },
  { a: 'Chukwudi Okonkwo', b: 'Chukwdi Okonkwo', same: true, kind: 'typo' },
  { a: 'Ifeanyi Okafor', b: 'Ifeayni Okafor', same: true, kind: 'typo' },
  { a: 'Babatunde Fashola', b: 'Babatunde Fasola', same: true, kind: 'typo' },
  { a: 'Abdullahi Ganduje', b: 'Abdulahi Ganduje', same: true, kind: 'typo' },
  { a: 'Oyelaran Temitope', b: 'Oyelaran Temitpoe', same: true, kind: 'typo' },
  { a: 'Nkechi Obiora', b: 'Nkechi Obioraa', same: true, kind: 'typo' },
  // different people
  { a: 'Chukwuma Okafor', b: 'Chinedu Okafor', same: false, kind: 'different' },
  { a: 'Musa Ibrahim', b: 'Musa Abdullahi', same: false, kind: 'different' },
  { a: 'Adebayo Ogunleye', b: 'Adebola Ogunleye', same: false, kind: 'different' },
  { a: 'Olufemi Adeyemi', b: 'Olufunmi Adeyemi', same: false, kind: 'different' },
  { a: 'Babatunde Fashola', b: 'Babajide Fashola', same: false, kind: 'different' },
  { a: 'Funmilayo Adewale', b: 'Funmilola Adewale', same: false, kind: 'different' },
  { a: 'Emeka Obi', b: 'Emeka Obiora', same: false, kind: 'different' },
  { a: 'Aisha Bello', b: 'Hadiza Bello', same: false, kind: 'different' },
  { a: 'Ibrahim Lawal', b: 'Ismail Lawal', same: false, kind: 'different' },
  { a: 'Ngozi Eze', b: 'Nkechi Eze', same: false, kind: 'different' },
  { a: 'Yusuf Danjuma', b: 'Yakubu Danjuma', same: false, kind: 'different' },
  { a: 'Chinedu Okeke', b: 'Chinonso Okeke', same: false, kind: 'different' },
  { a: 'Abubakar Shehu', b: 'Abubakar Sani', same: false, kind: 'different' },
  { a: 'Samuel Adeyemi', b: 'Samuel Adeoye', same: false, kind: 'different' },
  { a: 'Oluwaseun Ajayi', b: 'Oluwaseyi Ajayi', same: false, kind: 'different' },
  { a: 'Kabiru Sule', b: 'Kabiru Suleiman', same: false, kind: 'different' },
  { a: 'Ifeoma Nwosu', b: 'Ifeoma Nwachukwu', same: false, kind: 'different' },
  { a: 'Grace Okon', b: 'Grace Okonkwo', same: false, kind: 'different' },
  { a: 'John Adamu', b: 'James Adamu', same: false, kind: 'different' },
  { a: 'Mohammed Bello', b: 'Mohammed Bala', same: false, kind: 'different' },
  { a: 'Adamu Garba', b: 'Garba Musa', same: false, kind: 'different' },
  { a: 'Halima Sadiq', b: 'Salima Sadiq', same: false, kind: 'different' },
  { a: 'Tochukwu Eze', b: 'Chukwuemeka Eze', same: false, kind: 'different' },
  { a: 'Uche Nwachukwu', b: 'Ugochi Nwachukwu', same: false, kind: 'different' },
  { a: 'Peter Obi', b: 'Peter Obiano', same: false, kind: 'different' },
];
