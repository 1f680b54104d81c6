import type { AdminMessages } from './admin-nl.ts';

/** English texts of the admin screens. Same keys as admin-nl.ts (a test keeps them in parity). */
export const adminEn: AdminMessages = {
  resources: {
    'administrative-units': {
      name: 'Administrative unit |||| Administrative units',
      fields: {
        name: 'Name',
        type: 'Type',
        referenceNumber: 'Payment reference',
        kvkNumber: 'CoC number',
        vatNumber: 'VAT number',
        iban: 'IBAN',
        email: 'Email address',
        phone: 'Phone number',
        streetAddress: 'Street address',
        postalCode: 'Postal code',
        city: 'City',
      },
      enums: {
        type: {
          facility: 'Healthcare facility',
          professional: 'Care professional',
          internal: 'Internal',
        },
      },
    },
    branches: {
      name: 'Branch |||| Branches',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
    employees: {
      name: 'Employee |||| Employees',
      fields: {
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email address',
        phone: 'Phone number',
        jobTitle: 'Job title',
        streetAddress: 'Street address',
        postalCode: 'Postal code',
        city: 'City',
        permissions: 'Permissions',
        tags: 'Tags',
        roles: 'Roles',
      },
    },
    'expertise-profiles': {
      name: 'Expertise profile |||| Expertise profiles',
      fields: {
        name: 'Name',
        branch: 'Branch',
      },
    },
    expertises: {
      name: 'Expertise |||| Expertises',
      fields: {
        name: 'Name',
        branch: 'Branch',
        position: 'Order',
      },
    },
    facilities: {
      name: 'Healthcare facility |||| Healthcare facilities',
      fields: {
        name: 'Name',
        region: 'Region',
        city: 'City',
        postalCode: 'Postal code',
        streetAddress: 'Street address',
        kvkNumber: 'CoC number',
        vatNumber: 'VAT number',
        iban: 'IBAN',
        email: 'Email address',
        phone: 'Phone number',
      },
    },
    regions: {
      name: 'Region |||| Regions',
      fields: {
        name: 'Name',
        description: 'Description',
      },
    },
    roles: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Name',
        permissions: 'Permissions',
      },
    },
    tags: {
      name: 'Tag |||| Tags',
      fields: {
        name: 'Name',
      },
    },
  },
  enums: {
    permissions: {
      manage_administrative_units: 'Manage administrative units',
      manage_branches: 'Manage branches',
      manage_employees: 'Manage employees',
      manage_regions: 'Manage regions',
      manage_roles: 'Manage roles',
      manage_tags: 'Manage tags',
      view_employee_action_history: 'View employee action history',
      view_employees: 'View employees',
    },
  },
  framework: {
    titles: {
      create: 'Add %{name}',
      edit: 'Edit %{title}',
    },
    list: {
      emptyTitle: 'No %{name} yet',
      emptyInvite: 'Add one to get started.',
      emptyNone: 'Once there are %{name}, you will see them here.',
    },
    export: {
      failed: 'The export failed. Please try again.',
      truncated: 'Only the first %{max} rows were exported.',
    },
    delete: {
      confirm: '‘%{title}’ will be deleted for good. This cannot be undone.',
    },
    archive: {
      action: 'Archive',
      confirm: '‘%{title}’ will be archived. You can undo this later from the archive.',
      title: 'Archived %{name}',
      menu: 'Archive: %{name}',
      empty: 'There are no archived %{name}.',
      reason: 'Reason',
      archivedAt: 'Archived at',
      archivedBy: 'Archived by',
      actions: 'Actions',
    },
    restore: {
      action: 'Restore',
      confirm: '‘%{title}’ will be restored and listed with the %{name} again.',
    },
  },
  // The screens of named extensions (src/screens).
  screens: {
    expertises: {
      title: 'Expertises',
      intro: 'Expertises appear in this order wherever you choose them.',
      empty: 'This branch has no expertises yet.',
      add: 'Add expertise',
      rename: 'Rename',
      renameOf: 'Rename ‘%{name}’',
      move: 'Move',
      moveOf: 'Move ‘%{name}’',
      position: 'Position',
      last: 'As last',
      before: 'Before expertise …',
      beforeLabel: 'Before expertise',
      chooseBefore: 'Choose the expertise this one goes before.',
    },
    profiles: {
      title: 'Expertise profiles',
      intro: 'A profile is a fixed set of expertises of this branch.',
      empty: 'This branch has no expertise profiles yet.',
      add: 'Add profile',
      renameOf: 'Rename ‘%{name}’',
      deleteOf: 'Delete ‘%{name}’',
      choose: 'Choose expertises',
      chooseOf: 'Expertises of ‘%{name}’',
      chooseIntro: 'Tick the expertises that belong to this profile.',
      none: 'No expertises chosen yet.',
      noBranchExpertises: 'This branch has no expertises yet. Add them first.',
    },
  },
};
