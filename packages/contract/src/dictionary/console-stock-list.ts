import type { I18nEntry } from '../i18n.ts';

const e = (i18n_value: string, i18n_value_plural?: string): I18nEntry =>
  i18n_value_plural === undefined ? { i18n_value } : { i18n_value, i18n_value_plural };

/**
 * The seller console's Settings › Stock list words (C-056): how the buyers' stock list shows the stock; and the
 * cart's schedule note of Offers › Settings. Spread into CONSOLE_DICTIONARY; `{name}` placeholders.
 */
export const CONSOLE_STOCK_LIST_DICTIONARY = {
  consoleStockList: e('Stock list'),
  consoleStockListIntro: e(
    "How your buyers' stock list shows the stock: the filter headings, the category and grade names, the grade groups and what each card shows. A save reaches open portals at once.",
  ),
  consoleStockListCouldNotLoad: e('The stock list settings could not be loaded.'),
  consoleStockListSaved: e('Stock list settings saved'),
  consoleStockListHeadings: e('Filter headings'),
  consoleStockListHeadingsHelp: e('Empty: the attribute shows by its own name'),
  consoleStockListCategories: e('Categories'),
  consoleStockListGrades: e('Grades'),
  consoleStockListGradesIntro: e('The name of each grade, and what the Grade Overview says about it.'),
  consoleStockListGradeName: e('Name of {code}'),
  consoleStockListHeadingFor: e('Heading for {attribute}'),
  consoleStockListCategoryName: e('Name of {code}'),
  consoleStockListGradeDescription: e('Description of {code}'),
  consoleStockListGradeGroups: e('Grade groups'),
  consoleStockListGradeGroupsIntro: e(
    'The grade filter shows its checkboxes in these groups. With no group, every grade is in one list.',
  ),
  consoleStockListGroupHeader: e('Group header'),
  consoleStockListGroupFooter: e('Note under the group'),
  consoleStockListGroupGrades: e('Grades in the group'),
  consoleStockListAddGroup: e('Add a group'),
  consoleStockListRemoveGroup: e('Remove group {n}'),
  consoleStockListGroupNumber: e('Group {n}'),
  consoleStockListUngrouped: e('Not in any group: {grades}'),
  consoleStockListCards: e('Stock cards'),
  consoleStockListTopRight: e('Top right of a card'),
  consoleStockListBottomRight: e('Bottom right of a card'),
  consoleStockListShowGradeIcon: e('Show the grade info icon beside the grade'),
  consoleStockListQuantities: e('Quantities'),
  consoleStockListMaxQuantity: e('Largest quantity shown'),
  consoleStockListMaxQuantityHelp: e("Larger quantities show as '{n}+'"),
  consoleStockListAlertQuantity: e('Quantity of a new stock alert'),
  consoleStockListItemNumbers: e('Item numbers'),
  consoleStockListPrefix: e('Before the item number'),
  consoleStockListSuffix: e('After the item number'),
  consoleStockListItemNumberExample: e('Shown as: {example}'),
  // Offers › Settings: the cart's note about when offers are answered
  consoleScheduleNote: e('Note in the cart'),
  consoleScheduleNoteIntro: e(
    'Tells buyers in their cart when you answer offers, in your own words and language. A save reaches open carts at once.',
  ),
  consoleScheduleNoteCouldNotLoad: e('The note could not be loaded.'),
  consoleScheduleNoteSaved: e('Note saved'),
  consoleScheduleNoteShow: e('Show the note in the cart'),
  consoleScheduleNoteText: e('Note'),
  consoleScheduleNoteSave: e('Save note'),
  consoleScheduleNoteHelp: e(
    'e.g. Offers are reviewed every weekday at 10:00 am and 3:00 pm Eastern time. At most {n} characters.',
  ),
};
